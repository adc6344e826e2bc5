import * as vscode from 'vscode';

/**
 * A small test runner for the extension host: the tests run one after another inside VS Code and
 * the closing line is the plain "N passed, N failed" that any log reader understands.
 */
export interface TestCase {
    readonly name: string;
    /** Why the test cannot pass yet; it is reported, not run. */
    readonly pending?: string;
    run(): Promise<void>;
}

export async function runCases(cases: readonly TestCase[]): Promise<void> {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const test of cases) {
        if (test.pending) {
            skipped++;
            console.log(`- ${test.name} (pending: ${test.pending})`);
            continue;
        }
        try {
            await test.run();
            passed++;
            console.log(`✓ ${test.name}`);
        } catch (error) {
            failed++;
            console.log(`✗ ${test.name}\n    ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
        }
    }
    console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
    if (failed > 0) {
        throw new Error(`${failed} extension-host test${failed === 1 ? '' : 's'} failed`);
    }
}

/** Resolves when `check` holds, re-checked on each event fired; rejects after `ms` with `what` in the message. */
export function waitFor<T>(what: string, events: ReadonlyArray<vscode.Event<unknown>>, check: () => T | undefined, ms = 30_000): Promise<T> {
    return new Promise<T>((resolve, reject) => {
        const subscriptions: vscode.Disposable[] = [];
        const finish = (value: T | undefined, error?: Error): void => {
            clearTimeout(timer);
            subscriptions.forEach(s => s.dispose());
            if (error) {
                reject(error);
            } else {
                resolve(value as T);
            }
        };
        const timer = setTimeout(() => finish(undefined, new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
        const test = (): void => {
            const value = check();
            if (value !== undefined && value !== false) {
                finish(value);
            }
        };
        for (const event of events) {
            subscriptions.push(event(test));
        }
        test();
    });
}
