/** Longer keys are computed each time, not remembered (a header may be up to 16 KB). */
const MAX_KEY_LENGTH = 512;

/**
 * `compute(key)` remembered for the keys seen lately: a Map that starts over once it holds
 * `limit` entries. The keys of the request path (User-Agent, Accept-Encoding) repeat a lot among
 * real clients; a flood of distinct ones costs at most `limit` entries of at most 512 characters
 * of memory and the computation each time, as without the memo.
 */
export function boundedMemo<V>(limit: number, compute: (key: string) => V): (key: string) => V {
  const remembered = new Map<string, V>();
  return (key) => {
    const known = remembered.get(key);
    if (known !== undefined || remembered.has(key)) return known as V;
    const value = compute(key);
    if (key.length > MAX_KEY_LENGTH) return value;
    if (remembered.size >= limit) remembered.clear();
    remembered.set(key, value);
    return value;
  };
}
