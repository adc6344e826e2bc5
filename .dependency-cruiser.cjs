// @ts-check
/**
 * Which code may import which: the layers of language/, one direction, and the editors kept
 * outside it. `npm run lint` runs it (`depcruise`), so a back-import fails `npm test`.
 * docs/architecture.md says what each layer owns.
 */

/**
 * The folders of language/, lowest first. A folder imports only the folders before it in this
 * list (type-only imports count); `generated/` (the AST, written by langium-cli) is below them all.
 */
const LAYERS = [
    'hex', 'geometry', 'parser', 'rules', 'model', 'engine', 'play', 'scenario', 'explain', 'analysis',
    'validation', 'interchange', 'view', 'edit'
];

/** @param {string} folder */
const folderPath = folder => `^language/${folder}/`;

/** One rule per layer: nothing in it imports a layer above it. @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
    name: `layer-${layer}`,
    comment: `language/${layer}/ imports only the layers below it (${LAYERS.slice(0, index).join(', ') || 'generated/ alone'}).`,
    severity: 'error',
    from: { path: folderPath(layer) },
    to: { path: LAYERS.slice(index + 1).map(folderPath) }
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
    forbidden: [
        ...layerRules,
        {
            name: 'layer-unknown',
            comment: 'Every folder of language/ has its place in LAYERS (.dependency-cruiser.cjs); a new folder is added there first.',
            severity: 'error',
            from: { path: '^language/[^/]+/', pathNot: [...LAYERS, 'generated'].map(folderPath) },
            to: {}
        },
        {
            name: 'generated-stands-alone',
            comment: 'language/generated/ is what langium-cli writes from the grammar: it imports none of our code.',
            severity: 'error',
            from: { path: '^language/generated/' },
            to: { path: '^language/', pathNot: '^language/generated/' }
        },
        {
            name: 'services-only-for-types',
            comment: 'The files directly in language/ wire the services; a layer imports them only for their types (GhsServices).',
            severity: 'error',
            from: { path: '^language/[^/]+/' },
            to: { path: '^language/[^/]+\\.ts$', dependencyTypesNot: ['type-only'] }
        },
        {
            name: 'no-cycles',
            comment: 'No file of language/ reaches itself through its imports, except through the service wiring directly in language/.',
            severity: 'error',
            from: { path: '^language/' },
            to: { circular: true, viaOnly: { pathNot: '^language/[^/]+\\.ts$' } }
        },
        {
            name: 'language-is-no-editor',
            comment: 'language/ holds everything that is not an editor: it never imports the server, the client or the command line.',
            severity: 'error',
            from: { path: '^language/' },
            to: { path: '^(server|client|cli)/' }
        },
        {
            name: 'client-speaks-protocol',
            comment: 'The clients (the extension, the playground page) know the server only through server/protocol.ts.',
            severity: 'error',
            from: { path: '^(client|playground)/' },
            to: { path: '^server/', pathNot: '^server/protocol\\.ts$' }
        }
    ],
    options: {
        doNotFollow: { path: 'node_modules' },
        exclude: { path: '^(node_modules|out|media|playground/dist)/' },
        tsPreCompilationDeps: true,
        tsConfig: { fileName: 'tsconfig.json' },
        enhancedResolveOptions: { extensions: ['.ts', '.js', '.mjs', '.cjs'] }
    }
};
