import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, test } from 'vitest';

/**
 * The import rules of `.dependency-cruiser.cjs`, which `npm run lint` applies to the whole tree,
 * checked on small trees written here: each rule must catch what it is there to catch.
 */
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;

const roots: string[] = [];
afterAll(() => roots.forEach(root => rmSync(root, { recursive: true, force: true })));

/** The rules the files break, as `rule: from → to`, cruised like the lint cruises the repository. */
async function broken(files: Record<string, string>): Promise<string[]> {
    const root = mkdtempSync(join(tmpdir(), 'ghs-layers-'));
    roots.push(root);
    for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
    }
    const { output } = await cruise(['language', 'client'].filter(folder => Object.keys(files).some(f => f.startsWith(folder))), {
        validate: true, ruleSet: { forbidden: config.forbidden }, tsPreCompilationDeps: true, baseDir: root
    }, { extensions: ['.ts', '.js'] });
    const result = output as ICruiseResult;
    return (result.summary.violations ?? []).map(v => `${v.rule.name}: ${v.from} → ${v.to}`);
}

const EXPORT = 'export type Thing = number;\n';

describe('the layers of language/, as the lint enforces them', () => {
    test('a lower layer importing a higher one is an error, a type-only import included', async () => {
        expect(await broken({
            'language/model/board.ts': "import type { Thing } from '../engine/decision.js';\nexport type Board = Thing;\n",
            'language/engine/decision.ts': EXPORT
        })).toEqual(['layer-model: language/model/board.ts → language/engine/decision.ts']);
    });

    test('a higher layer importing a lower one is the direction data flows: no error', async () => {
        expect(await broken({
            'language/engine/decision.ts': "import type { Thing } from '../model/board.js';\nexport type Decision = Thing;\n",
            'language/model/board.ts': EXPORT
        })).toEqual([]);
    });

    test('files of one folder that import each other in a circle are an error', async () => {
        expect(await broken({
            'language/engine/movement.ts': "import type { Reach } from './reach.js';\nexport type Mover = Reach;\n",
            'language/engine/reach.ts': "import type { Mover } from './movement.js';\nexport type Reach = Mover;\n"
        })).toEqual(['no-cycles: language/engine/movement.ts → language/engine/reach.ts']);
    });

    test('the service wiring may be imported for its types, and only for them', async () => {
        const wiring = "import { Analyzer } from './analysis/analyzer.js';\nexport interface Services { readonly analyzer: Analyzer }\n";
        expect(await broken({
            'language/ghs-module.ts': wiring,
            'language/analysis/analyzer.ts': "import type { Services } from '../ghs-module.js';\nexport class Analyzer { constructor(readonly services?: Services) {} }\n"
        })).toEqual([]);
        expect(await broken({
            'language/ghs-module.ts': "export const services = 1;\n",
            'language/analysis/analyzer.ts': "import { services } from '../ghs-module.js';\nexport const analyzer = services;\n"
        })).toEqual(['services-only-for-types: language/analysis/analyzer.ts → language/ghs-module.ts']);
    });

    test('a folder missing from the table of layers is an error until it is given its place', async () => {
        expect(await broken({ 'language/extras/thing.ts': "import type { Thing } from '../hex/hex.js';\nexport type Extra = Thing;\n", 'language/hex/hex.ts': EXPORT }))
            .toEqual(['layer-unknown: language/extras/thing.ts → language/hex/hex.ts']);
    });

    test('language/ never imports an editor, and the client knows the server only through its protocol', async () => {
        expect(await broken({ 'language/view/page.ts': "import type { Thing } from '../../server/main.js';\nexport type Page = Thing;\n", 'server/main.ts': EXPORT }))
            .toEqual(['language-is-no-editor: language/view/page.ts → server/main.ts']);
        expect(await broken({
            'client/src/panel.ts': "import type { Thing } from '../../server/lsp/hover.js';\nimport type { Other } from '../../server/protocol.js';\nexport type Panel = Thing | Other;\n",
            'server/lsp/hover.ts': EXPORT, 'server/protocol.ts': 'export type Other = string;\n'
        })).toEqual(['client-speaks-protocol: client/src/panel.ts → server/lsp/hover.ts']);
    });
});
