// What the formatting bar does to a text of the engine's small Markdown (engine/schema/markdown-subset.ts) and the
// selection in it: pure, so that each rule is tested without a browser.

/** A text and the selection in it, as a text area holds them (`start` ≤ `end`, offsets in UTF-16 code units). */
export interface Selected {
  text: string;
  start: number;
  end: number;
}

export type Mark = 'bold' | 'italic';

const wordCharacter = /[\p{L}\p{N}'’_-]/u;

/** The asterisks just before `at` (`backwards`) or just after it. */
function asterisks(text: string, at: number, backwards: boolean): number {
  let count = 0;
  while (text[backwards ? at - count - 1 : at + count] === '*') count++;
  return count;
}

/**
 * The selection without the spaces and asterisks at its edges (Markdown needs `**words**`, not `** words **`), or,
 * when it is empty, the word around the caret: what a mark or a link applies to.
 */
function words({ text, start, end }: Selected): Selected {
  if (start === end) {
    while (start > 0 && wordCharacter.test(text[start - 1]!)) start--;
    while (end < text.length && wordCharacter.test(text[end]!)) end++;
  }
  while (start < end && /[\s*]/.test(text[start]!)) start++;
  while (end > start && /[\s*]/.test(text[end - 1]!)) end--;
  return { text, start, end };
}

/** Whether the words selected carry `mark`: a bold run of asterisks is two or more on each side, an italic one odd (`*`, `***`). */
export function hasMark(selected: Selected, mark: Mark): boolean {
  const { text, start, end } = words(selected);
  const runs = [asterisks(text, start, true), asterisks(text, end, false)];
  return runs.every((run) => (mark === 'bold' ? run >= 2 : run % 2 === 1));
}

/**
 * `mark` put on the words selected (the word at the caret when nothing is), or taken off them when they carry it; the
 * words stay selected. At a caret outside any word, an empty pair is written with the caret inside, and taken away again.
 */
export function toggleMark(selected: Selected, mark: Mark): Selected {
  const marker = mark === 'bold' ? '**' : '*';
  const { text, start, end } = words(selected);
  if (hasMark(selected, mark)) {
    const size = marker.length;
    return { text: text.slice(0, start - size) + text.slice(start, end) + text.slice(end + size), start: start - size, end: end - size };
  }
  return { text: text.slice(0, start) + marker + text.slice(start, end) + marker + text.slice(end), start: start + marker.length, end: end + marker.length };
}

/** The link `[words](href)` the selection is in, if any. */
export function linkAt({ text, start, end }: Selected): { start: number; end: number; words: string; href: string } | undefined {
  for (const found of text.matchAll(/\[([^\]]*)\]\(([^)\s]*)\)/g)) {
    const [whole, linked = '', href = ''] = found;
    const after = found.index + whole.length;
    // A caret at either edge is beside the link, not in it.
    if (start === end ? found.index < start && start < after : found.index <= start && end <= after)
      return { start: found.index, end: after, words: linked, href };
  }
  return undefined;
}

/**
 * The words selected (the word at the caret when nothing is) made a link to `href`, or the link the selection is in
 * pointed at `href`; an empty `href` takes the link away and leaves its words. Without words, the link shows its
 * target, to be typed over. The link's words end selected.
 */
export function setLink(selected: Selected, href: string): Selected {
  const { text } = selected;
  const existing = linkAt(selected);
  const { start, end } = existing ?? words(selected);
  const linked = existing?.words ?? (text.slice(start, end) || href);
  if (href === '') return { text: text.slice(0, start) + linked + text.slice(end), start, end: start + linked.length };
  const link = `[${linked}](${href})`;
  return { text: text.slice(0, start) + link + text.slice(end), start: start + 1, end: start + 1 + linked.length };
}
