// Loaded with --require before the command line: Object.groupBy and Map.groupBy fail loudly, as on
// Node 20, which lacks them, whatever Node runs the command.
for (const [owner, name] of [[Object, 'Object.groupBy'], [Map, 'Map.groupBy']]) {
    Object.defineProperty(owner, 'groupBy', {
        configurable: true,
        writable: true,
        value() {
            throw new TypeError(`${name} was called: Node 20 has no ${name}`);
        }
    });
}
