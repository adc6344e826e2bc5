//@ts-check

/**
 * The environment code-server runs in, for `npm start` and the real-editor tests: its extension
 * gallery off (`EXTENSIONS_GALLERY={}`, the way code-server's maintainers give to turn it off), so
 * that it never reaches for Open VSX. The extension it runs is installed from the `.vsix` this
 * repository builds.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function codeServerEnv(env) {
    return { ...env, EXTENSIONS_GALLERY: '{}' };
}
