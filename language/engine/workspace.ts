import { AreaOrientations } from './ability.js';
import { AttackMemory } from './attack.js';
import { MovementMemory } from './movement.js';

/**
 * The memory the engine reuses from one decision to the next: scratch tables that a search fills
 * and reads before it returns, and what it has worked out of the map and the written areas. It
 * belongs to whoever decides the turns, through the BoardGeometry they pass: the analysis of one
 * document keeps one per geometry (the BoardGeometries service), a threat map one for all its
 * imagined boards. Nothing of it lives in a module, so two analyses never share it.
 */
export class Workspace {
    readonly movement = new MovementMemory();
    readonly attack = new AttackMemory();
    readonly areas = new AreaOrientations();
}
