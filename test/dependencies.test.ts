import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
};

function sourceFiles(folder: string): string[] {
    return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
        .filter(entry => entry.isFile() && /\.(ts|mts|mjs)$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
        .map(entry => join(entry.parentPath, entry.name));
}

/** The packages a file imports by name, in static imports, re-exports and dynamic imports. */
function importedPackages(file: string): string[] {
    const text = readFileSync(file, 'utf8');
    const specifiers = [
        ...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gms),
        ...text.matchAll(/^import\s+'([^']+)'/gm),
        ...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)
    ].map(match => match[1]);
    return specifiers
        .filter(s => !s.startsWith('.') && !s.startsWith('node:'))
        .map(s => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]));
}

/** The editor provides `vscode` to the extension; its types come from `@types/vscode`. */
const HOST_PROVIDED = new Set(['vscode']);

describe('package.json', () => {
    it('declares every package the tests import', () => {
        const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
        const undeclared = sourceFiles('test').flatMap(file => importedPackages(file)
            .filter(name => !declared.has(name) && !HOST_PROVIDED.has(name))
            .map(name => `${name} (${file.slice(root.length + 1)})`));
        expect(undeclared).toEqual([]);
    });

    it('declares every package the shipped code imports', () => {
        const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
        const undeclared = ['language', 'server', 'client/src', 'cli'].flatMap(sourceFiles).flatMap(file => importedPackages(file)
            .filter(name => !declared.has(name) && !HOST_PROVIDED.has(name))
            .map(name => `${name} (${file.slice(root.length + 1)})`));
        expect(undeclared).toEqual([]);
    });

    it('lists as a dependency only what the shipped code imports', () => {
        const shipped = new Set(['language', 'server', 'client/src', 'cli'].flatMap(sourceFiles).flatMap(importedPackages));
        expect(Object.keys(manifest.dependencies).filter(name => !shipped.has(name))).toEqual([]);
    });
});
