import type { BuildOptions, Metafile } from 'esbuild';

export function nodeBuiltinsIn(metafile: Metafile): { module: string; importer: string }[];
export function browserBuilds(minify: boolean): BuildOptions[];
export function assertBrowserOnly(bundle: string, metafile: Metafile | undefined): void;
