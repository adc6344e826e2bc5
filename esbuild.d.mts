/** See esbuild.mjs: the bundles the build writes. */
export const builds: ReadonlyArray<{
    readonly outdir: string;
    readonly entryPoints: ReadonlyArray<{ readonly in: string; readonly out: string }>;
    readonly outExtension?: Readonly<Record<string, string>>;
}>;
