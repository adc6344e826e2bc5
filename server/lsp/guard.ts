import { isOperationCancelled } from 'langium';
import { ResponseError } from 'vscode-languageserver';

/** For each entry point of a provider, the empty answer it gives when it fails. */
export type EmptyAnswers<T> = { readonly [K in keyof T]?: () => unknown };

export type FeatureLog = (message: string) => void;

function describe(error: unknown): string {
    return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * Wraps a provider so that an exception in one feature is logged and answered with an empty
 * result: one broken feature must never take the server, or the other features, down with it.
 * Cancellations and deliberate `ResponseError`s (such as a refused rename) pass through, since
 * the client handles those itself.
 */
export function guarded<T extends object>(provider: T, feature: string, log: FeatureLog, empty: EmptyAnswers<T>): T {
    const entryPoints = new Set<PropertyKey>(Object.keys(empty));
    const fail = (method: PropertyKey, error: unknown): unknown => {
        if (isOperationCancelled(error) || error instanceof ResponseError) {
            throw error;
        }
        log(`${feature}: ${String(method)} failed, answering with an empty result. ${describe(error)}`);
        return (empty as Record<PropertyKey, (() => unknown) | undefined>)[method]?.();
    };
    return new Proxy(provider, {
        get(target, property, receiver) {
            const value: unknown = Reflect.get(target, property, receiver);
            if (!entryPoints.has(property) || typeof value !== 'function') {
                return value;
            }
            return (...args: unknown[]): unknown => {
                try {
                    const result: unknown = value.apply(target, args);
                    return isThenable(result) ? Promise.resolve(result).catch((error: unknown) => fail(property, error)) : result;
                } catch (error) {
                    return fail(property, error);
                }
            };
        }
    });
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
    return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}
