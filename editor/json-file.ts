import { applyEdits, findNodeAtLocation, format, modify, parse, parseTree, type JSONPath, type ModificationOptions, type ParseError } from 'jsonc-parser';

/**
 * Writes a JSON file back with each change made in place (jsonc-parser's `modify`), so that what did not change
 * keeps its text (indentation, key order, inline arrays, the trailing newline) and `git diff` shows only what the
 * person changed; a new key goes where the schema's order puts it (the order of the value's keys), and a new
 * value is laid out as the file is indented.
 */

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length || keysA.some((key) => !Object.hasOwn(b, key))) return false;
  return keysA.every((key) => deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

const isPrimitive = (value: unknown) => value === null || typeof value !== 'object';
const isRecord = (value: unknown): value is Record<string, unknown> => !isPrimitive(value) && !Array.isArray(value);

/** One file's edit: its text so far, and its indentation (its first indented line's spaces, else two). */
class JsonEdit {
  text: string;
  private readonly formatting;

  constructor(text: string) {
    this.text = text;
    this.formatting = { insertSpaces: true, tabSize: /^( +)\S/m.exec(text)?.[1]?.length ?? 2, eol: '\n' };
  }

  /** Sets `value` at `path` (`undefined` removes it), laying out what comes in, and nothing else, as the file is. */
  private set(path: JSONPath, value: unknown, options: ModificationOptions = {}) {
    const [edit] = modify(this.text, path, value, options);
    if (!edit) return;
    const text = applyEdits(this.text, [edit]);
    // A new value is laid out within itself; where a key or an item came or went, so are the line breaks on either side.
    const around = edit.length === 0 || edit.content.length === 0 ? 1 : 0;
    this.text = applyEdits(text, format(text, { offset: edit.offset - around, length: edit.content.length + 2 * around }, this.formatting));
  }

  private nodeAt(path: JSONPath) {
    return findNodeAtLocation(parseTree(this.text)!, path)!;
  }

  private textOf({ offset, length }: { offset: number; length: number }) {
    return this.text.slice(offset, offset + length);
  }

  /** Puts `content`, a value's text, in place of the value at `path`. */
  private replace(path: JSONPath, content: string) {
    const { offset, length } = this.nodeAt(path);
    this.text = applyEdits(this.text, [{ offset, length, content }]);
  }

  /** Changes the value at `path`, `before` as the file holds it, into `after`, touching only what differs. */
  change(path: JSONPath, before: unknown, after: unknown) {
    if (deepEqual(before, after)) return;
    const arrays = Array.isArray(before) && Array.isArray(after);
    if (!arrays && !(isRecord(before) && isRecord(after))) return this.set(path, after);
    const node = this.nodeAt(path);
    if (!this.textOf(node).includes('\n')) {
      // Written on one line: a list of plain values stays on one line; anything else goes on lines of its own,
      // each unchanged member as it was.
      if (arrays && after.every(isPrimitive)) return this.replace(path, `[${after.map((item) => JSON.stringify(item)).join(', ')}]`);
      const indent = /^ */.exec(this.text.slice(this.text.lastIndexOf('\n', node.offset) + 1))![0];
      const members = node.children!.map((member) => `\n${indent}${' '.repeat(this.formatting.tabSize)}${this.textOf(member)}`);
      this.replace(path, arrays ? `[${members.join(',')}\n${indent}]` : `{${members.join(',')}\n${indent}}`);
    }
    if (arrays) this.changeArray(path, before, after);
    else this.changeObject(path, before as Record<string, unknown>, after as Record<string, unknown>);
  }

  /** Keys already in the file keep their place; a new key goes right after the key that precedes it in `after`, or first. */
  private changeObject(path: JSONPath, before: Record<string, unknown>, after: Record<string, unknown>) {
    const keys = Object.keys(after).filter((key) => after[key] !== undefined);
    for (const key of Object.keys(before)) if (!keys.includes(key)) this.set([...path, key], undefined);
    keys.forEach((key, index) => {
      if (Object.hasOwn(before, key)) return this.change([...path, key], before[key], after[key]);
      const getInsertionIndex = (present: string[]) => {
        const previous = keys.slice(0, index).findLast((candidate) => present.includes(candidate));
        return previous === undefined ? 0 : present.indexOf(previous) + 1;
      };
      this.set([...path, key], after[key], { getInsertionIndex });
    });
  }

  /** Each item is changed in place from the one that was at its index, unless it is one that moved: that keeps its text. */
  private changeArray(path: JSONPath, before: unknown[], after: unknown[]) {
    const itemTexts = this.nodeAt(path).children!.map((item) => this.textOf(item));
    const used = new Set<number>();
    after.forEach((item, index) => {
      const same = before.findIndex((candidate, at) => !used.has(at) && deepEqual(candidate, item));
      if (same !== -1) used.add(same);
      if (index >= before.length) this.set([...path, index], item, { isArrayInsertion: true });
      else if (same === -1) this.change([...path, index], before[index], item);
      if (same !== -1 && same !== index) this.replace([...path, index], itemTexts[same]!);
    });
    for (let index = before.length - 1; index >= after.length; index--) this.set([...path, index], undefined);
  }
}

/** The file's new text; `previous` is the file as it was, whose unchanged parts are kept verbatim. */
export function formatJsonFile(value: unknown, previous?: string): string {
  const errors: ParseError[] = [];
  const before: unknown = previous === undefined ? undefined : parse(previous, errors, { disallowComments: true });
  if (previous === undefined || before === undefined || errors.length > 0) return `${JSON.stringify(value, null, 2)}\n`;
  const edit = new JsonEdit(previous);
  edit.change([], before, value);
  return edit.text.endsWith('\n') ? edit.text : `${edit.text}\n`;
}
