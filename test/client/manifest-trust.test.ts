import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const manifest = JSON.parse(readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../package.json'), 'utf8')) as {
    capabilities?: { untrustedWorkspaces?: { supported: unknown }; virtualWorkspaces?: { supported: unknown; description?: string } };
    contributes: { configuration: { properties: Record<string, { type: string }> } };
};

describe('the extension manifest, in Restricted Mode and virtual workspaces', () => {
    test('works in Restricted Mode: a scenario runs nothing, and no setting names a program or a path', () => {
        expect(manifest.capabilities?.untrustedWorkspaces).toEqual({ supported: true });
        const settings = Object.entries(manifest.contributes.configuration.properties);
        expect(settings.filter(([name, s]) => s.type === 'string' && /path|command|executable/i.test(name))).toEqual([]);
    });

    test('works in a virtual workspace on the open documents, and says what it lacks there', () => {
        expect(manifest.capabilities?.virtualWorkspaces?.supported).toBe('limited');
        expect(manifest.capabilities?.virtualWorkspaces?.description).toMatch(/not open are not indexed/);
    });
});
