/**
 * Writes a page's JSON as the repository keeps it: 2-space indent, keys in the schema's order, trailing
 * newline; every value left as it was keeps its original text (inline arrays stay inline), so that
 * `git diff` shows only what the person changed.
 */

interface SourceNode {
  value: unknown;
  start: number;
  end: number;
  /** Object members by key, or array items in order. */
  members?: Map<string, SourceNode>;
  items?: SourceNode[];
}

/** A JSON parser that remembers where each value sits in the source. */
export function parseWithPositions(source: string): SourceNode {
  let at = 0;
  const space = () => {
    while (at < source.length && /\s/.test(source[at]!)) at++;
  };
  const value = (): SourceNode => {
    space();
    const start = at;
    const char = source[at];
    if (char === '{') {
      at++;
      const members = new Map<string, SourceNode>();
      const result: Record<string, unknown> = {};
      space();
      if (source[at] === '}') at++;
      else {
        for (;;) {
          const key = value().value as string;
          space();
          at++; // ':'
          const child = value();
          members.set(key, child);
          result[key] = child.value;
          space();
          if (source[at++] === '}') break;
        }
      }
      return { value: result, start, end: at, members };
    }
    if (char === '[') {
      at++;
      const items: SourceNode[] = [];
      space();
      if (source[at] === ']') at++;
      else {
        for (;;) {
          items.push(value());
          space();
          if (source[at++] === ']') break;
        }
      }
      return { value: items.map((item) => item.value), start, end: at, items };
    }
    const match = /^("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(source.slice(at, at + 100_000));
    if (!match) throw new SyntaxError(`Unexpected character at position ${at}`);
    at += match[0].length;
    return { value: JSON.parse(match[0]) as unknown, start, end: at };
  };
  return value();
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length || keysA.some((key) => !Object.hasOwn(b, key))) return false;
  return keysA.every((key) => deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

const isPrimitive = (value: unknown) => value === null || typeof value !== 'object';

function emit(value: unknown, depth: number, source: string | undefined, original: SourceNode | undefined): string {
  if (original && source !== undefined && deepEqual(value, original.value)) return source.slice(original.start, original.end);
  if (isPrimitive(value)) return JSON.stringify(value);
  const indent = '  '.repeat(depth + 1);
  const close = '  '.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const wasInline = original?.items !== undefined && source !== undefined && !source.slice(original.start, original.end).includes('\n');
    if (wasInline && value.every(isPrimitive)) return `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
    const used = new Set<SourceNode>();
    const items = value.map((item, index) => {
      // A moved item keeps its text: look for an unchanged one anywhere in the original array.
      const same = original?.items?.find((candidate) => !used.has(candidate) && deepEqual(item, candidate.value));
      const match = same ?? original?.items?.[index];
      if (same) used.add(same);
      return indent + emit(item, depth + 1, source, match);
    });
    return `[\n${items.join(',\n')}\n${close}]`;
  }
  const record = value as Record<string, unknown>;
  const entries = keyOrder(Object.keys(record), original?.members ? [...original.members.keys()] : [])
    .map((key) => [key, record[key]] as const)
    .filter(([, child]) => child !== undefined);
  if (entries.length === 0) return '{}';
  const members = entries.map(([key, child]) => `${indent}${JSON.stringify(key)}: ${emit(child, depth + 1, source, original?.members?.get(key))}`);
  return `{\n${members.join(',\n')}\n${close}}`;
}

/**
 * Keys already in the file keep their place; a new key goes right after the key that precedes it in
 * `keys` (the schema's order), or first.
 */
function keyOrder(keys: string[], previous: string[]): string[] {
  const order = previous.filter((key) => keys.includes(key));
  keys.forEach((key, index) => {
    if (order.includes(key)) return;
    const before = keys
      .slice(0, index)
      .reverse()
      .find((candidate) => order.includes(candidate));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, key);
  });
  return order;
}

/** The file's new text; `previous` is the file as it was, whose unchanged parts are kept verbatim. */
export function formatJsonFile(value: unknown, previous?: string): string {
  let original: SourceNode | undefined;
  try {
    original = previous === undefined ? undefined : parseWithPositions(previous);
  } catch {
    original = undefined;
  }
  return `${emit(value, 0, original ? previous : undefined, original)}\n`;
}
