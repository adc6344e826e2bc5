/**
 * The values computed for the last few keys, the least recently used dropped first: for results
 * that depend on content (a wall layout, a board) rather than on one document, so that an edit
 * which leaves that content alone finds them again.
 */
export class RecentValues<V> {
    private readonly values = new Map<string, V>();

    constructor(private readonly kept: number) { }

    get(key: string): V | undefined {
        const value = this.values.get(key);
        if (value !== undefined) {
            // Map keeps insertion order: moving the key to the end marks it as used last.
            this.values.delete(key);
            this.values.set(key, value);
        }
        return value;
    }

    set(key: string, value: V): V {
        this.values.delete(key);
        if (this.values.size >= this.kept) {
            this.values.delete(this.values.keys().next().value!);
        }
        this.values.set(key, value);
        return value;
    }

    get size(): number {
        return this.values.size;
    }

    clear(): void {
        this.values.clear();
    }
}
