interface Entry<V> {
  promise: Promise<V>;
  /** The value once the load has succeeded. */
  value?: V;
  /** Aborted when the entry is dropped: work still running for it is not needed any more. */
  outdated: AbortController;
}

/**
 * Values loaded once per key and kept until dropped (the published lists, the rendered pages).
 * Whoever asks while a load runs shares it; a failed load is not kept, so the next caller tries
 * again; dropping an entry (or evicting the oldest beyond `maxEntries`) aborts its signal, which
 * the load and whatever it started in the background (compressed copies) can watch.
 */
export function createLoadOnce<K, V>(maxEntries = Number.POSITIVE_INFINITY) {
  const entries = new Map<K, Entry<V>>();

  function drop(key: K): void {
    entries.get(key)?.outdated.abort();
    entries.delete(key);
  }

  return {
    get(key: K, load: (signal: AbortSignal) => Promise<V>): Promise<V> {
      const existing = entries.get(key);
      if (existing) return existing.promise;
      if (entries.size >= maxEntries) drop(entries.keys().next().value as K);
      const outdated = new AbortController();
      const entry: Entry<V> = { promise: load(outdated.signal), outdated };
      entries.set(key, entry);
      entry.promise.then(
        (value) => {
          entry.value = value;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.promise;
    },
    /** The value if it is loaded already; never starts a load. */
    peek: (key: K): V | undefined => entries.get(key)?.value,
    drop,
    keys: (): K[] => [...entries.keys()],
    size: (): number => entries.size,
  };
}
