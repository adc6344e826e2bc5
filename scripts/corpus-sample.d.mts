/** See corpus-sample.mjs: the sample of the shared corpora that test/fixtures/ holds. */
export const CORPORA: readonly ['conformance', 'conformance-random'];
export const EDITIONS: readonly ['gloomhaven', 'frosthaven', 'jotl'];
export const SAMPLE_SIZES: { conformance: number; 'conformance-random': number };
export const SAMPLE_LIST: string;
export function featuresOf(text: string): string[];
export function expectedAnswers(text: string): string;
export function pickSample(candidates: ReadonlyArray<{ name: string; features: readonly string[] }>, size: number): string[];
export function chooseSample(sharedRoot: string): Array<{ corpus: string; edition: string; name: string; features: string[] }>;
export function sampleList(chosen: ReturnType<typeof chooseSample>): string;
