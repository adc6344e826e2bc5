import type { Markup } from '../../../language/explain/markup.js';
import { bold, escape } from './markdown.js';

/** The shared words of a turn (language/words), marked up for a hover. */
export const MARKDOWN: Markup = {
    name: escape,
    strong: bold,
    aside: text => `*(${escape(text)})*`
};
