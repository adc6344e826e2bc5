export const defaultOutdir: string;
export function buildPlayground(options?: { outdir?: string; minify?: boolean }): Promise<{ outdir: string; files: { file: string; bytes: number }[]; total: number }>;
