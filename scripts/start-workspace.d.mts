/** See start-workspace.mjs: a fresh copy of `examples` under `cache`, returning its path. */
export function freshExamplesCopy(examples: string, cache: string): string;
