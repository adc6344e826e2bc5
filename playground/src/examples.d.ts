/** The scenarios of `examples/`, put into the page by the playground's build (scripts/playground-build.mjs). */
declare module 'ghs:examples' {
    const examples: ReadonlyArray<{ readonly file: string; readonly title: string; readonly text: string }>;
    export default examples;
}
