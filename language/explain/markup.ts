/**
 * How names and hexes stand out in a surface's text: a hover writes Markdown, where a name
 * holding `_` must be escaped; the CLI, diagnostics, the picker and the preview write plain text.
 */
export interface Markup {
    /** A figure's name. */
    name(text: string): string;
    /** The one word a reader looks for first, such as where the monster goes. */
    strong(text: string): string;
    /** An aside after a name, such as disadvantage. */
    aside(text: string): string;
}

export const PLAIN: Markup = {
    name: text => text,
    strong: text => text,
    aside: text => `(${text})`
};
