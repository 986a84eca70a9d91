import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** An element of a document as the browser's parser reads it, with where it stands in the source. */
export interface HtmlElement {
  tagName: string;
  /** Its attributes by name (a name without a value reads ''). */
  attributes: ReadonlyMap<string, string>;
  /** Its text, for an element whose content is raw text (`<script>`, `<style>`): what the browser runs or applies. */
  text: string;
  /** Where the element starts and ends in the source (the end tag included). */
  start: number;
  end: number;
  /** Where its content starts and ends in the source, between its tags. */
  contentStart: number;
  contentEnd: number;
}

const isElement = (node: Node): node is Element => 'tagName' in node;

function* walk(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* walk(child);
  if (isElement(node) && node.tagName === 'template') yield* walk((node as DefaultTreeAdapterTypes.Template).content);
}

// A page's prerender asks the same document for its islands, its fonts and its head in turn: the last document read
// is kept, parsed once (a page's parse takes tens of milliseconds, the build reads about thirty pages).
let lastRead: { html: string; elements: Element[] } | undefined;

function elementsOfDocument(html: string): Element[] {
  if (lastRead?.html !== html) lastRead = { html, elements: [...walk(parse(html, { sourceCodeLocationInfo: true }))] };
  return lastRead.elements;
}

/**
 * The elements of `html` named `tagName`, in document order, read by an HTML parser (parse5) rather than a pattern:
 * attributes in any order or quoting, `</script>` written inside a string, comments and templates all read as a
 * browser reads them.
 */
export function elementsIn(html: string, tagName: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  for (const element of elementsOfDocument(html)) {
    const location = element.sourceCodeLocation;
    if (element.tagName !== tagName || !location?.startTag) continue;
    const contentEnd = location.endTag?.startOffset ?? location.endOffset;
    found.push({
      tagName,
      attributes: new Map(element.attrs.map(({ name, value }) => [name, value])),
      text: element.childNodes.map((child) => ('value' in child ? child.value : '')).join(''),
      start: location.startOffset,
      end: location.endOffset,
      contentStart: location.startTag.endOffset,
      contentEnd,
    });
  }
  return found;
}

/** `html` with each of `elements` (found by `elementsIn` in that same text) replaced by what `replace` returns for it. */
export function replaceElements(html: string, elements: readonly HtmlElement[], replace: (element: HtmlElement) => string): string {
  let result = '';
  let at = 0;
  for (const element of [...elements].sort((a, b) => a.start - b.start)) {
    result += html.slice(at, element.start) + replace(element);
    at = element.end;
  }
  return result + html.slice(at);
}

/** `html` with `markup` added at the end of its `<head>`, where the parser ends it (`</head>`, or the body's start). */
export function appendToHead(html: string, markup: string): string {
  const [head] = elementsIn(html, 'head');
  if (!head) throw new Error('The document has no <head> to add to');
  return html.slice(0, head.contentEnd) + markup + html.slice(head.contentEnd);
}

/** The markup of the elements directly inside `html`'s `<head>`, in order, without the text between them. */
export function headElementsMarkup(html: string): string {
  const [head] = elementsIn(html, 'head');
  if (!head) throw new Error('The document has no <head> to read');
  let markup = '';
  let end = head.contentStart;
  for (const element of elementsOfDocument(html)) {
    const location = element.sourceCodeLocation;
    // An element inside one already taken is part of its markup.
    if (!location || location.startOffset < end || location.endOffset > head.contentEnd) continue;
    markup += html.slice(location.startOffset, location.endOffset);
    end = location.endOffset;
  }
  return markup;
}

/** The value of attribute `name` on every element of `html` that has it, in document order, as the browser reads it. */
export function attributeValuesIn(html: string, name: string): string[] {
  return elementsOfDocument(html).flatMap((element) => element.attrs.filter((attribute) => attribute.name === name).map(({ value }) => value));
}
