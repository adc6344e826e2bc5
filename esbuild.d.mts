/** See esbuild.mjs: the bundles the build writes. */
export const builds: ReadonlyArray<{
    readonly outdir: string;
    readonly entryPoints: ReadonlyArray<{ readonly in: string; readonly out: string }>;
    readonly outExtension?: Readonly<Record<string, string>>;
}>;

/** See esbuild.mjs: the browser bundles the build writes, each held to load no Node built-in. */
export const browserOnly: ReadonlyArray<{
    readonly outdir: string;
    readonly entryPoints: Readonly<Record<string, string>>;
    readonly outExtension?: Readonly<Record<string, string>>;
}>;
