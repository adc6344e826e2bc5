/**
 * Which monster the cursor is in, read from the text alone so the extension host stays light:
 * the statement that starts on or above the cursor line, when it is a `monster` or an `expect`.
 */
const MONSTER_START = /^\s*(?:monster|expect)\s+([A-Za-z_][A-Za-z0-9_]*)/;
const OTHER_START = /^\s*(?:scenario|rules|map|note|wall|obstacle|trap|hazardous|difficult|icy|character|summon)\b/;

/** How far up to look before giving up: a monster's block is a handful of lines. */
const LOOKBACK = 200;

export function monsterAtLine(lines: readonly string[], line: number): string | undefined {
    for (let i = Math.min(line, lines.length - 1); i >= 0 && i > line - LOOKBACK; i--) {
        const text = stripComment(lines[i]);
        const monster = MONSTER_START.exec(text);
        if (monster) {
            return monster[1];
        }
        if (OTHER_START.test(text)) {
            return undefined;
        }
        // A block closed above the cursor line: the cursor is past the statement it belonged to.
        if (i < line && /}\s*$/.test(text) && !text.includes('{')) {
            return undefined;
        }
    }
    return undefined;
}

function stripComment(text: string): string {
    const comment = text.indexOf('//');
    return comment >= 0 ? text.slice(0, comment) : text;
}
