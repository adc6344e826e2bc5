/**
 * The example the *Get Started* walkthrough opens (a ranged monster, a trap, a thin wall, a
 * summon, and its `expect` block), packaged with the extension. Apart from the command that
 * opens it, so that the manifest's test can check it is packaged without loading `vscode`.
 */
export const WALKTHROUGH_EXAMPLE = 'examples/gloomhaven-crypt-archer.ghs';
