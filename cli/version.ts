/** package.json's version, put in by the bundler (esbuild.mjs) so the shipped bin reads no file for it. */
declare const GHS_VERSION: string | undefined;

export const VERSION: string = typeof GHS_VERSION === 'string' ? GHS_VERSION : 'unknown (not built)';
