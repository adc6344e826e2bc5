/**
 * Keeps the playground working offline once it has loaded: every file of the site, listed by
 * the build, is cached when the worker installs, and served from the cache first. A new build
 * has a new cache name, so the next visit online takes it and drops the old one.
 */

/** Filled in by scripts/playground-build.mjs. */
declare const PLAYGROUND_FILES: readonly string[];
declare const PLAYGROUND_CACHE: string;

interface ExtendableEvent extends Event {
    waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
    readonly request: Request;
    respondWith(response: Promise<Response>): void;
}
declare const self: {
    addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
    addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
    skipWaiting(): Promise<void>;
    clients: { claim(): Promise<void> };
    registration: { scope: string };
};

self.addEventListener('install', event => {
    event.waitUntil(caches.open(PLAYGROUND_CACHE)
        .then(cache => cache.addAll(PLAYGROUND_FILES.map(file => new URL(file, self.registration.scope).href)))
        .then(() => self.skipWaiting()));
});

self.addEventListener('activate', event => {
    event.waitUntil(caches.keys()
        .then(names => Promise.all(names.filter(name => name.startsWith('ghs-playground-') && name !== PLAYGROUND_CACHE).map(name => caches.delete(name))))
        .then(() => self.clients.claim()));
});

self.addEventListener('fetch', event => {
    if (event.request.method !== 'GET') {
        return;
    }
    // The page itself is asked for with its query and fragment (a share link): the cached page serves them all.
    event.respondWith(caches.match(event.request, { ignoreSearch: true }).then(cached => cached ?? fetch(event.request)));
});
