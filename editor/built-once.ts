/** Values built from their key the first time each is asked for, then kept: `has` says whether one was built yet. */
export function builtOnce<K, V>(build: (key: K) => V): { get(key: K): V; has(key: K): boolean } {
  const built = new Map<K, V>();
  return {
    get(key) {
      if (!built.has(key)) built.set(key, build(key));
      return built.get(key)!;
    },
    has: (key) => built.has(key),
  };
}
