/** `board.css` as the bundler gives it: its text. */
declare const css: string;
export default css;
