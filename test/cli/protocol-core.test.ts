import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { LSPErrorCodes as protocolCodes } from 'vscode-languageserver-protocol';
import { describe, expect, test, vi } from 'vitest';
import * as core from '../../cli/protocol-core.js';
import { repo, skipReason } from './run-ghs.js';

const langium = resolve(repo, 'node_modules/langium/lib');

/** Every JavaScript file of Langium but its language-server part, which the command line does not bundle. */
function langiumCoreFiles(folder = langium): string[] {
    return readdirSync(folder).flatMap(name => {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) {
            return name === 'lsp' || name === 'test' ? [] : langiumCoreFiles(path);
        }
        return name.endsWith('.js') ? [path] : [];
    });
}

describe('the protocol subset the command line is bundled with', () => {
    test("has every name Langium's core imports from the protocol", () => {
        const names = new Set<string>();
        for (const file of langiumCoreFiles()) {
            for (const match of readFileSync(file, 'utf8').matchAll(/(?:import|export) \{([^}]*)\} from 'vscode-languageserver-protocol'/g)) {
                match[1].split(',').map(n => n.trim().split(/\s+as\s+/)[0]).filter(Boolean).forEach(n => names.add(n));
            }
        }
        expect([...names].sort()).toEqual(['CancellationToken', 'CancellationTokenSource', 'Emitter', 'LSPErrorCodes', 'ResponseError']);
        for (const name of names) {
            expect(core[name as keyof typeof core], name).toBeDefined();
        }
    });

    test("its error codes are the protocol's", () => {
        expect(core.LSPErrorCodes).toEqual({ ...protocolCodes });
    });

    test('is the JSON-RPC library the protocol re-exports, not a copy', () => {
        const jsonrpc = createRequire(resolve(repo, 'node_modules/vscode-languageserver-protocol/package.json'))('vscode-jsonrpc') as typeof core;
        expect(core.CancellationToken.None).toBe(jsonrpc.CancellationToken.None);
        expect(core.Emitter).toBe(jsonrpc.Emitter);
        expect(core.ResponseError).toBe(jsonrpc.ResponseError);
    });

    test('a token cancelled before it is listened to still calls the listener, on the next turn', async () => {
        const source = new core.CancellationTokenSource();
        const token = source.token;
        source.cancel();
        const heard = await new Promise<boolean>(done => token.onCancellationRequested(() => done(true)));
        expect(heard).toBe(true);
    });

    test('a listener that throws is reported on the console, and the others still hear the event', () => {
        const emitter = new core.Emitter<number>();
        const heard: number[] = [];
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        emitter.event(() => {
            throw new Error('listener failed');
        });
        emitter.event(value => heard.push(value));
        emitter.fire(7);
        expect(heard).toEqual([7]);
        expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'listener failed' }));
        error.mockRestore();
    });
});

describe.skipIf(skipReason !== undefined)('the command line bundle', () => {
    test('carries no language server protocol', () => {
        const bundle = readFileSync(resolve(repo, 'out/cli/main.cjs'), 'utf8');
        expect(existsSync(resolve(repo, 'out/cli/main.cjs.map'))).toBe(true);
        // Method names that only the protocol's request types spell out.
        expect(bundle).not.toContain('textDocument/hover');
        expect(bundle).not.toContain('workspace/didChangeWatchedFiles');
        expect(readFileSync(resolve(repo, 'out/server/main.cjs'), 'utf8')).toContain('textDocument/hover');
    });
});
