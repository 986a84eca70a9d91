/** `css` without its `@layer <name> { … }` blocks (the layer order statement stays). */
export function withoutLayer(css: string, name: string): string {
  const opening = new RegExp(`@layer ${name}\\s*\\{`, 'g');
  let kept = '';
  let from = 0;
  for (let match = opening.exec(css); match; match = opening.exec(css)) {
    let depth = 1;
    let at = match.index + match[0].length;
    for (; depth > 0 && at < css.length; at += 1) {
      if (css[at] === '{') depth += 1;
      else if (css[at] === '}') depth -= 1;
    }
    kept += css.slice(from, match.index);
    from = at;
    opening.lastIndex = at;
  }
  return kept + css.slice(from);
}
