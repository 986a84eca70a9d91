/** Visits every object in a parsed JSON tree with its path. */
export function walkObjects(value: unknown, visit: (node: Record<string, unknown>, path: PropertyKey[]) => void, path: PropertyKey[] = []): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => walkObjects(item, visit, [...path, index]));
  } else if (value !== null && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    visit(node, path);
    for (const [key, child] of Object.entries(node)) walkObjects(child, visit, [...path, key]);
  }
}
