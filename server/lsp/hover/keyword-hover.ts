import type { AstNode } from 'langium';
import type { Edition } from '../../../language/model/board.js';
import { isActedRecord, isCardSummon, isLink, isStateFact, isThinWall } from '../../../language/generated/ast.js';
import { EDITION_RULES, editionRuleLines } from '../../../language/rules/editions.js';
import { editionName, sections } from './markdown.js';

/** What a keyword's hover needs: the edition in force and the statement the keyword is part of. */
export interface KeywordContext {
    readonly edition: Edition;
    readonly node: AstNode;
}

type RuleText = (context: KeywordContext) => string;

/** The edition's variant of a rule, marked as such so the reader knows the editions differ. */
function inForce(context: KeywordContext, rule: string): string {
    return `${editionName(context.edition)} rules (in force here): ${rule}.`;
}

const THIN_WALL: RuleText = () =>
    'A thin wall on the shared edge of two adjacent hexes: nothing moves, sees or counts proximity across that edge.';

const LINK: RuleText = () =>
    'Linked hexes (Frosthaven rulebook, p. 46: "Linked hexes are considered adjacent for the purpose of movement. ' +
    'There is no line-of-sight between linked hexes, but figures can find focus through linked hexes."). ' +
    'A monster may step from one to the other for one movement point, and path length and proximity count that step; ' +
    'range is counted over the map, not through the link, and a melee attack does not reach across it.';

/** Where the editions' monster-AI rules differ, one line each. */
function editionRuleList(edition: Edition): string {
    return editionRuleLines(edition).map(({ label, rule }) => `- ${label}: ${rule}.`).join('\n');
}

const EDITION: RuleText = context => {
    const edition = (context.node as { edition?: Edition }).edition ?? context.edition;
    return `The ${editionName(edition)} monster-AI rules, where the editions differ:\n\n${editionRuleList(edition)}`;
};

const SUMMON: RuleText = context => isCardSummon(context.node)
    ? 'A monster summons a standee of the type: "Summoned monsters are placed in an empty hex adjacent to the summoning monster and also as close to an enemy as possible. ' +
        'If there are no empty adjacent hexes or there are no available standees of the summoned monster type, the summon fails. Summoned monsters never act on the round they are summoned" (Gloomhaven rulebook p. 31).'
    : 'A character\'s summon: it acts on its owner\'s initiative and is focused before its owner.';

const ELEMENT_STATE: RuleText = () =>
    'The element board: strong or waning, an element can be consumed; "At the end of every round, however, all elemental infusions will wane, moving one step to the left in the table, from “Strong” to “Waning” or from “Waning” to “Inert.”" (Gloomhaven rulebook p. 24).';

/** One or two sentences per keyword: the rule it stands for. */
const RULES: Record<string, RuleText> = {
    scenario: () => 'One scenario per file: a room, its figures, the monsters\' abilities for this round and the author\'s expectations.',
    rules: context => `Which edition's monster-AI rules apply (default \`gloomhaven\`). ${EDITION(context)}`,
    gloomhaven: EDITION,
    frosthaven: EDITION,
    jotl: EDITION,
    map: () => 'The grid\'s extent, from its top-left to its bottom-right corner. Nothing exists outside it.',
    note: () => 'Free text, shown in hovers and the preview.',
    wall: context => isThinWall(context.node) ? THIN_WALL(context)
        : `Solid wall: not part of the room. It blocks movement, line of sight and proximity (hexes are counted around walls). Line of sight, ${inForce(context, EDITION_RULES[context.edition].sight.rule)}`,
    between: THIN_WALL,
    and: context => (isLink(context.node) ? LINK(context) : THIN_WALL(context)),
    link: LINK,
    obstacle: () => 'Blocks movement, except for flying or jumping monsters passing over it; it never blocks line of sight. No figure ends its move on it.',
    trap: () => 'A negative hex: a monster avoids entering one when a path without one serves as well, and prefers the focus it reaches through the fewest. A flying monster ignores it; a jumping one only counts where it lands.',
    hazardous: () => 'Hazardous terrain: a negative hex, avoided as a trap is when a monster chooses its path.',
    difficult: context => `Entering it costs 2 movement points; a flying monster ignores it. On a jump, ${inForce(context, EDITION_RULES[context.edition].jumpLandingOnDifficult.rule)}`,
    icy: context => `Frosthaven icy terrain: a figure that enters it slides on in the same direction.${EDITION_RULES[context.edition].icyTerrain.value ? '' : ` (This scenario uses the ${editionName(context.edition)} rules.)`}`,
    door: () => 'A door on a hex of the room. Closed, it counts as a wall for movement, line of sight and proximity until a character opens it; open, it is an ordinary hex. Monsters never open doors: the author writes the state.',
    closed: () => 'A closed door: it blocks monsters like a wall hex, for movement and for line of sight, and no figure stands in it.',
    open: () => 'An open door: an ordinary hex, as if no door were there.',
    character: () => 'An enemy of the monsters, acting on its initiative.',
    summon: SUMMON,
    of: SUMMON,
    monster: () => 'A monster. With an ability block it takes its turn this round; without one it is an ally that takes no turn, which other monsters may move through but not stop on.',
    at: () => 'The hex the figure stands on.',
    initiative: context => `Lower acts first. When movement and proximity tie, a monster focuses the enemy earliest in initiative order. ${inForce(context, EDITION_RULES[context.edition].focusProximity.rule)}`,
    invisible: () => 'Monsters can neither focus on nor attack an invisible character.',
    exhausted: context => isStateFact(context.node)
        ? 'Expected: the character was exhausted (brought to 0 hit points) by then.'
        : 'An exhausted character has left the board: monsters no longer see it. Playing a turn writes it when an attack brings the character to 0 hit points.',
    removed: context => isStateFact(context.node)
        ? 'Expected: the monster or summon was removed (brought to 0 hit points) by then.'
        : 'A removed monster or summon has left the board: it takes no turn and monsters no longer see it. Playing a turn writes it when the figure is brought to 0 hit points; its line stays so that what names it still resolves.',
    in: () => 'The round this expectation of a turn belongs to (`expect Guard1 in round 2`): it is judged only in that round. Without it, the current round; playing a round to its end writes it.',
    none: () => 'Expected: the figure has no conditions then.',
    after: () => 'The state after a monster\'s turn (`expect after Guard1`) or at the end of a round (`expect after round 2`), as playing the scenario on from its written state gives it: each line names a figure and its expected place, hit points and conditions, or `removed` / `exhausted`.',
    damage: () => 'The damage the target written before it suffers from this turn\'s attacks when the monster plays this option from the written state: each attack after its modifier card and the target\'s shield, added up.',
    'long-rest': () => 'A long-resting character comes after every other enemy in initiative order (its summons with it) when a monster breaks a focus tie.',
    move: () => 'Up to N movement points. Without `move` the monster does not move.',
    flying: () => 'Flies over obstacles and figures and ignores negative and difficult terrain; walls still block. It cannot end its move on an obstacle or another figure.',
    jumping: context => `Jumps over obstacles, figures and negative terrain: only the hex where it lands counts. ${inForce(context, EDITION_RULES[context.edition].jumpLandingOnDifficult.rule)}`,
    teleport: () => 'Goes straight to any hex within its movement, ignoring what lies between; after `flying` or `jumping`, it ends only where that movement may end.',
    attack: () => 'An attack: value optional, range 0 (melee) and one target unless written. Without `attack` the monster does not attack and moves as if it had a single-target melee attack.',
    range: context => `\`range N\`: the attack reaches enemies up to N hexes away in line of sight; 0 means melee. Line of sight, ${inForce(context, EDITION_RULES[context.edition].sight.rule)}`,
    target: context => sections(
        '`target N`: how many enemies the attack hits (`target 0` with an `aoe`: the area alone decides); on a card, `target +1` changes the stat card\'s, and `target all` is every enemy the attack can reach.',
        `Several targets, ${inForce(context, EDITION_RULES[context.edition].rankedExtraTargets.rule)} No attack possible this turn, ${inForce(context, EDITION_RULES[context.edition].unreachableGoal.rule)}`),
    aoe: () => 'The attack\'s area, drawn in a small grid of its own with the same coordinates; the monster may rotate it to any of 6 directions and mirror it. Without `origin` it is a ranged area: one of its hexes, not a wall but perhaps empty or out of sight, must be in range, and it hits only the enemies the monster can see.',
    origin: () => 'The monster\'s own hex in the area pattern: a melee area attack, not limited by range. The origin is never itself a target.',
    hexes: () => 'The hexes of the area, in the pattern\'s own grid.',
    muddled: context => `The monster attacks with disadvantage anyway, so it never steps away to avoid it. Otherwise, ${inForce(context, EDITION_RULES[context.edition].focusDisadvantageFirst.rule)}`,
    expect: () => 'The author\'s assertion about a monster\'s turn: every option the rules leave to the players, each as `to <hex> [attacks …]`. It holds when the listed options are exactly those the engine gives; a missing or an extra option is an error.',
    acted: () => 'A turn already played this round: where the monster started, where it ended and whom it attacked. It takes no further turn this round, and an `expect` for it is not checked.',
    from: () => 'Where the monster stood when its recorded turn began.',
    to: context => isActedRecord(context.node) ? 'Where the monster ended its recorded turn: it must stand there now.'
        : 'Where the monster ends its move (its own hex if it stays).',
    attacks: () => 'The figures it attacks from there, in any order; none if absent.',
    standees: () => 'How many standees the type has (10 without it): a summon of the type fails while all of them are on the board.',
    summoned: () => 'A monster summoned it this round: "Summoned monsters never act on the round they are summoned". Playing the round to its end takes the word away.',
    heal: () => '`heal N self`: the monster heals itself. `heal N range M`: itself or the ally within range and in sight "whichever has lost the most hit points" (Gloomhaven rulebook p. 31); the players choose among ties.',
    self: () => 'The ability reaches the monster itself.',
    inflict: () => 'A condition (or a curse) given without an attack, to the enemies the focus rules find from where the monster stands, as for an attack; without a range, an adjacent enemy.',
    infuse: () => 'The monster type infuses the element once, at the end of the last turn its monsters take this round: strong from then on, waning after the round, then inert.',
    consume: () => '"Monsters always consume elements if they can, and every activated monster of that type will gain the benefit of the consumed element" (Gloomhaven rulebook p. 24): what follows the colon is added to the line written above, or performed as an ability of its own.',
    elements: () => 'The element board: the elements named strong or waning; the others are inert.',
    strong: ELEMENT_STATE,
    waning: ELEMENT_STATE,
    inert: ELEMENT_STATE
};

export function keywordHover(keyword: string, context: KeywordContext): string | undefined {
    const text = RULES[keyword]?.(context);
    return text ? `\`${keyword}\` — ${text}` : undefined;
}
