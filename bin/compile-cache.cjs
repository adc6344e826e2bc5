// Reuses V8's compiled code of a bundle between runs, so a short command does not spend most of
// its time compiling. `requireCached` keeps the code itself, on every Node: in a private folder
// (see cacheFolder), written at exit with every function the run compiled, read back through
// vm.Script's cachedData, and written again after a run much longer than the one that wrote it,
// which has likely compiled code the cache lacks (see learnAtExit). Node's own compile cache
// (22.1 and later, which `enableNodeCompileCache` turns on) keeps less of the code: `ghs check`
// of one file took about 25 ms longer with it on Node 22, and older Nodes have none.
// NODE_DISABLE_COMPILE_CACHE=1 turns either off, as it does Node's; a cache that cannot be read
// or written only costs speed.
const fs = require("node:fs");
const path = require("node:path");
const os = require("node:os");
const Module = require("node:module");

/** Node's own compile cache, where this Node has one (22.1 and later); true when it is on. */
function enableNodeCompileCache() {
    if (typeof Module.enableCompileCache !== "function") {
        return false;
    }
    try {
        Module.enableCompileCache();
    } catch {
        // A cache that cannot be written (read-only temporary folder) only costs speed.
    }
    return true;
}

/**
 * The folder of this user's cache, made private: `ghs-compile-cache-<uid>` in the temporary
 * directory (no folder shared with other users is made), or `ghs-<uid>` in the folder
 * NODE_COMPILE_CACHE names; undefined when it cannot be made or trusted.
 */
function cacheFolder() {
    const posix = typeof process.getuid === "function";
    const user = posix ? String(process.getuid()) : "user";
    const parent = process.env.NODE_COMPILE_CACHE;
    const own = parent ? path.join(parent, `ghs-${user}`) : path.join(os.tmpdir(), `ghs-compile-cache-${user}`);
    try {
        fs.mkdirSync(own, { recursive: true, mode: 0o700 });
        const stat = fs.statSync(own);
        // Code read from the cache runs as this program: only a folder no one else can write is
        // used (on Windows the temporary directory is the user's own).
        const private_ = !posix || (stat.uid === process.getuid() && (stat.mode & 0o022) === 0);
        return stat.isDirectory() && private_ ? own : undefined;
    } catch {
        return undefined;
    }
}

/** A short stable name for a path (FNV-1a), so each bundle has its own cache file. */
function nameOf(text) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) {
        hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
    }
    return hash.toString(16).padStart(8, "0");
}

/**
 * The cached code in `file` and how long the run that wrote it took (ms), when it was written for
 * this very bundle and Node (`stamp`); V8 checks the code against the source again and rejects
 * what does not fit.
 */
function readCache(file, stamp) {
    try {
        const data = fs.readFileSync(file);
        const end = data.indexOf(0x0a);
        const second = end > 0 ? data.indexOf(0x0a, end + 1) : -1;
        if (second < 0 || data.toString("utf8", 0, end) !== stamp) {
            return undefined;
        }
        const ms = Number(data.toString("utf8", end + 1, second));
        return Number.isFinite(ms) ? { code: data.subarray(second + 1), ms } : undefined;
    } catch {
        return undefined;
    }
}

function writeCache(file, stamp, code, ms) {
    const temporary = `${file}.${process.pid}.tmp`;
    try {
        fs.writeFileSync(temporary, Buffer.concat([Buffer.from(`${stamp}\n${Math.round(ms)}\n`), code]), { mode: 0o600 });
        // Renamed into place whole, so a run at the same time reads the old file or the new one.
        fs.renameSync(temporary, file);
    } catch {
        try {
            fs.rmSync(temporary, { force: true });
        } catch {
            // Nothing was left behind to remove.
        }
    }
}

/**
 * How long this process has run, in milliseconds. Not `performance.now()`: the global
 * `performance` loads perf_hooks on first use, about 1.5 ms at every exit.
 */
function runTime() {
    return process.uptime() * 1000;
}

/** How much longer than the run that wrote the cache a run must take to write it again. */
const LONGER_RUN = 1.5;

/**
 * At exit, keeps what a long run compiled. The cache holds the functions of the run that wrote
 * it: after `ghs check` of a small board, a large one compiles its area and sight code afresh on
 * every run (about 25 ms of `131`). V8 cannot say cheaply what a run compiled, so a run that
 * took LONGER_RUN times as long as the writer's asks for the code (which takes 5 to 20 ms) and
 * keeps it if it is larger; either way it becomes the writer, so a run like it does not ask
 * again, and the cache only grows towards the code of the longest runs.
 */
function learnAtExit(script, file, stamp, cached) {
    process.once("exit", () => {
        const ms = runTime();
        if (ms > cached.ms * LONGER_RUN) {
            const code = script.createCachedData();
            writeCache(file, stamp, code.length > cached.code.length ? code : cached.code, ms);
        }
    });
}

/** Runs `bundle` (an absolute path to a CommonJS file) as `require` would, from V8's cached code. */
function runFromCache(bundle, folder) {
    const source = fs.readFileSync(bundle, "utf8");
    const stat = fs.statSync(bundle);
    const stamp = JSON.stringify({ layout: 2, node: process.version, arch: process.arch, bundle, size: stat.size, mtime: stat.mtimeMs });
    const file = path.join(folder, `${nameOf(bundle)}.cache`);
    const cached = readCache(file, stamp);
    const vm = require("node:vm");
    const script = new vm.Script(Module.wrap(source), { filename: bundle, cachedData: cached?.code });
    if (cached === undefined || script.cachedDataRejected) {
        // Written at exit, when it holds every function the run compiled, not only the outer code.
        process.once("exit", () => writeCache(file, stamp, script.createCachedData(), runTime()));
    } else {
        learnAtExit(script, file, stamp, cached);
    }
    const module_ = new Module(bundle, module);
    module_.filename = bundle;
    require.cache[bundle] = module_;
    script.runInThisContext({ displayErrors: true })
        .call(module_.exports, module_.exports, Module.createRequire(bundle), module_, bundle, path.dirname(bundle));
    module_.loaded = true;
    return module_.exports;
}

/** `require(bundle)`, with the compiled code of the last run where a cache can be had. */
function requireCached(bundle) {
    // Source maps (--enable-source-maps) are read by Node's own loader only.
    if (process.env.NODE_DISABLE_COMPILE_CACHE === "1" || process.sourceMapsEnabled) {
        return require(bundle);
    }
    const folder = cacheFolder();
    return folder === undefined ? require(bundle) : runFromCache(bundle, folder);
}

module.exports = { enableNodeCompileCache, requireCached };
