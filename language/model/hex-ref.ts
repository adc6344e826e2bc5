import type { HexRef } from '../generated/ast.js';
import type { Hex } from '../hex/hex.js';
import { labelToHex } from '../hex/offset.js';

export function hexOfRef(ref: HexRef | undefined): Hex | undefined {
    return ref?.label === undefined ? undefined : labelToHex(ref.label);
}
