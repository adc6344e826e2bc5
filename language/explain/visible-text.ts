import { HIDDEN_CONTROL, codePoint } from '../parser/hidden-controls.js';

const HIDDEN_CONTROLS = new RegExp(HIDDEN_CONTROL.source, 'gu');

/**
 * The author's text with every hidden control (see parser/hidden-controls.ts) written out as its code
 * point, `⟨U+001B⟩`: a scenario with one has an error, yet its text is still shown in hovers and
 * drawn in the preview, and it must neither act on the terminal nor reorder the words shown.
 */
export function visibleText(text: string): string {
    return text.replace(HIDDEN_CONTROLS, c => `⟨${codePoint(c)}⟩`);
}
