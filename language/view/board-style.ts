import css from './board.css';

/**
 * Default look for a standalone SVG; every colour can be overridden through a `--ghs-*` variable.
 * The rules live in `board.css`, read as text by the bundler (and by the tests through
 * vitest.config.ts). The text starts on a line of its own inside `<style>`.
 */
export const BOARD_CSS = `\n${css}`;
