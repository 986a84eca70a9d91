import MarkdownIt, { type Env, type Token } from 'markdown-it';
import type { RefusedFormatting } from '../site/content-words.ts';
import type { InlineNode } from './formatted-text.ts';
import type { ResolvedLink } from './link.ts';

type Problem = { refused: RefusedFormatting } | { unknownLink: string };
type Resolve = (target: string) => ResolvedLink | undefined;

/** What a text in the subset says, or why it is not in it: a construct it refuses, or a link to nothing `resolve` knows. */
export type MarkdownSubset = { paragraphs: InlineNode[][] } | Problem;

// CommonMark's whole grammar, not markdown-it's 'zero' preset: the parser must recognise a construct to refuse it,
// where 'zero' would leave "<b>", "![logo](…)" or "# Title" on the page as typed. What the subset keeps is decided
// token by token: paragraphs, **bold**, *italics*, [words](link) and line ends inside a paragraph.
const markdown = new MarkdownIt('commonmark');

/** The tokens of what the subset refuses, block and inline (CommonMark's others are kept or inside these). */
const refused: Readonly<Record<string, RefusedFormatting>> = {
  heading_open: 'heading',
  bullet_list_open: 'list',
  ordered_list_open: 'list',
  blockquote_open: 'quote',
  hr: 'rule',
  html_block: 'html',
  code_block: 'code',
  fence: 'code',
  code_inline: 'code',
  html_inline: 'html',
  image: 'image',
  hardbreak: 'lineBreak',
};

function inlineNodes(tokens: readonly Token[], resolve: Resolve): InlineNode[] | Problem {
  const root: InlineNode[] = [];
  const open = [root];
  for (const token of tokens) {
    const into = open.at(-1) ?? root;
    if (token.type === 'text' || token.type === 'softbreak') {
      const words = token.type === 'text' ? token.content : '\n';
      const last = into.at(-1);
      if (typeof last === 'string') into[into.length - 1] = last + words;
      else if (words !== '') into.push(words);
    } else if (token.type === 'strong_open' || token.type === 'em_open') {
      const node = { mark: token.type === 'strong_open' ? 'strong' : 'em', children: [] } satisfies InlineNode;
      into.push(node);
      open.push(node.children);
    } else if (token.type === 'link_open') {
      if (token.markup === 'autolink') return { refused: 'autolink' };
      if (token.attrGet('title') !== null) return { refused: 'linkTitle' };
      // markdown-it percent-encodes the destination; the link rules read what the author wrote.
      const target = markdown.normalizeLinkText(String(token.attrGet('href')));
      const link = resolve(target);
      if (link === undefined) return { unknownLink: target };
      const node = { link, children: [] } satisfies InlineNode;
      into.push(node);
      open.push(node.children);
    } else if (token.type === 'link_close' && into.length === 0) {
      return { refused: 'emptyLink' };
    } else if (token.type.endsWith('_close')) {
      open.pop();
    } else {
      return { refused: refused[token.type] ?? 'html' };
    }
  }
  return root;
}

/**
 * `source` read as the engine's small Markdown: paragraphs apart by a blank line, `**bold**`, `*italics*` and
 * `[words](target)`, where `resolve` says what a target is (undefined: nothing the site knows). Anything else
 * CommonMark reads (raw HTML, images, headings, lists, quotes, code, autolinks, link definitions) is refused.
 */
export function parseMarkdownSubset(source: string, resolve: Resolve): MarkdownSubset {
  const env: Env = {};
  const paragraphs: InlineNode[][] = [];
  for (const token of markdown.parse(source, env)) {
    const construct = refused[token.type];
    if (construct !== undefined) return { refused: construct };
    if (token.type !== 'inline') continue;
    const nodes = inlineNodes(token.children ?? [], resolve);
    if (!Array.isArray(nodes)) return nodes;
    paragraphs.push(nodes);
  }
  // A definition ("[name]: /page") leaves no token of its own.
  return env.references === undefined ? { paragraphs } : { refused: 'linkDefinition' };
}
