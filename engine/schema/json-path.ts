/** `blocks[2].items[4].answer` from ['blocks', 2, 'items', 4, 'answer']. */
export function formatJsonPath(path: ReadonlyArray<PropertyKey>): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)).join('');
}
