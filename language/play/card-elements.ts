/**
 * A monster's consumptions and infusions during its turn, for its type as a whole: "Monsters always
 * consume elements if they can, and every activated monster of that type will gain the benefit of
 * the consumed element, not just the first monster to consume it" (Gloomhaven rulebook p. 24).
 *
 * - When a type consumes is the edition's `elementConsumption`: in Gloomhaven, when its first
 *   monster performs the ability the consumption is printed with ("If an ability is used that
 *   consumes an element and the corresponding element token is in the Strong or Waning column …
 *   moving the token to the Inert column"); in Frosthaven, when its first monster starts its turn.
 *   Later monsters of the type gain the bonus without consuming (`type-consumed`).
 * - An infusion is made once for the type, at the end of the last turn its monsters take this
 *   round, if one of them performed an ability ("by performing any part of the action, the figure
 *   must infuse the battlefield with that element … at the end of the turn in which the ability was
 *   used", p. 23; "it is not possible to create an element and consume it on the same turn, but it
 *   may be consumed by anyone with a later turn").
 */
import type { Figure } from '../model/board.js';
import type { EffectiveLine } from '../model/effective-ability.js';
import type { Element } from '../model/elements.js';
import type { ConsumeSpec } from '../model/card-lines.js';
import { EDITION_RULES } from '../rules/editions.js';
import type { TurnState } from './turn-state.js';
import type { ElementStep, LineRef } from './turn-steps.js';

type ConsumeOutcome = Extract<ElementStep['outcome'], 'consumed' | 'type-consumed' | 'unavailable'>;

export class ElementUse {
    private readonly outcomes = new Map<ConsumeSpec, ConsumeOutcome>();
    private readonly here: Element[] = [];
    private readonly type?: string;

    constructor(private readonly state: TurnState, figure: Figure) {
        this.type = figure.standee?.type;
    }

    private atStart(): boolean {
        return EDITION_RULES[this.state.board.edition].elementConsumption.value === 'start-of-first-turn';
    }

    /** Whether another monster of the type has taken its turn this round before this one. */
    private typeActed(): boolean {
        return this.state.start.acted.some(a => this.state.start.board.figureNamed(a.monster)?.standee?.type === this.type);
    }

    private attempt(consumption: ConsumeSpec): ConsumeOutcome {
        if (this.type === undefined) {
            return 'unavailable';
        }
        const consumed = this.state.consumed.get(this.type) ?? [];
        if (consumption.elements.every(e => consumed.includes(e))) {
            return 'type-consumed';
        }
        if (this.atStart() && this.typeActed()) {
            // Its type's consumptions were made at the start of its first monster's turn.
            return 'unavailable';
        }
        if (consumption.elements.length === 0 || !consumption.elements.every(e => this.state.elements.has(e))) {
            return 'unavailable';
        }
        for (const element of consumption.elements) {
            this.state.elements.delete(element);
        }
        this.state.consumed.set(this.type, [...new Set([...consumed, ...consumption.elements])]);
        this.here.push(...consumption.elements.filter(e => !this.here.includes(e)));
        return 'consumed';
    }

    private step(consumption: ConsumeSpec, outcome: ConsumeOutcome, line?: LineRef): ElementStep {
        return {
            kind: 'element', action: 'consume', elements: consumption.elements, outcome,
            ...(consumption.bonus && line ? { bonus: consumption.bonus, line } : {})
        };
    }

    /** Where the type consumes when its first monster starts its turn: every consumption of the card, now. */
    atTurnStart(lines: readonly EffectiveLine[]): ElementStep[] {
        if (!this.atStart() || this.typeActed()) {
            return [];
        }
        return lines.flatMap(line => {
            if (line.kind !== 'consume') {
                return [];
            }
            const outcome = this.attempt(line.consume);
            this.outcomes.set(line.consume, outcome);
            return [this.step(line.consume, outcome)];
        });
    }

    /** The consumption made as the line it belongs to is performed (`line`: that line, for the words). */
    use(consumption: ConsumeSpec, line?: LineRef): ElementStep {
        const earlier = this.outcomes.get(consumption);
        const outcome = earlier === 'consumed' ? 'consumed' : this.attempt(consumption);
        this.outcomes.set(consumption, outcome);
        return this.step(consumption, outcome, line);
    }

    /** What the consumption came to when its line was performed; undefined when it was not. */
    outcomeOf(consumption: ConsumeSpec): ConsumeOutcome | undefined {
        return this.outcomes.get(consumption);
    }

    /** The elements this turn consumed for the type (not those it gained from an earlier turn). */
    consumedHere(): Element[] {
        return [...this.here];
    }

    /**
     * The type's infusions at the end of this turn: made now when no other monster of the type is
     * still to act this round, by a later turn otherwise.
     */
    infusions(figure: Figure, performed: boolean): ElementStep[] {
        const elements = (figure.card?.lines ?? []).flatMap(line => (line.kind === 'infuse' ? [line.element] : []));
        if (elements.length === 0 || this.type === undefined) {
            return [];
        }
        const later = this.state.board.figures.some(f => f.name !== figure.name && f.kind === 'monster' && f.standee?.type === this.type
            && f.ability !== undefined && !f.acted && !f.summoned);
        if (later) {
            return [{ kind: 'element', action: 'infuse', elements, outcome: 'later' }];
        }
        if (!performed && !this.typeActed()) {
            return [{ kind: 'element', action: 'infuse', elements, outcome: 'not-performed' }];
        }
        for (const element of elements) {
            this.state.elements.set(element, 'strong');
        }
        return [{ kind: 'element', action: 'infuse', elements, outcome: 'infused' }];
    }
}
