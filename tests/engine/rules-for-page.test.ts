import { describe, expect, it } from 'vitest';
import { classesNamedIn, classesOnPage, rulesForPage } from '../../engine/prerender/rules-for-page.ts';

const islandsCss = `
@layer reset, base, tokens, recipes, utilities;
@layer recipes { .button { display: inline-flex } .field__root { display: flex } }
@layer utilities {
  .d_flex { display: flex }
  .gap_2 { gap: 8px }
  .hover\\:bg_brand\\.700:is(:hover, [data-hover]) { background: navy }
  @media (min-width: 48rem) { .md\\:d_none { display: none } }
  .group:is(:hover) .groupHover\\:c_red { color: red }
  .open\\:d_block:not(.closed) { display: block }
}`;

const only =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name);

describe("a page's share of the islands' stylesheet", () => {
  it('keeps the rules of the classes on the page and drops the others', () => {
    const css = rulesForPage(islandsCss, only('button', 'd_flex', 'md:d_none'));
    expect(css).toContain('.button{display:inline-flex}');
    expect(css).toContain('.d_flex{display:flex}');
    expect(css).toMatch(/@media \(width>=48rem\)\{\.md\\:d_none\{display:none\}\}/);
    expect(css).not.toMatch(/field__root|gap_2|bg_brand|groupHover/);
  });

  it("states the layers' order first, even when a layer keeps no rule", () => {
    const css = rulesForPage(islandsCss, only('d_flex'));
    expect(css).not.toContain('button');
    const named = [...css.matchAll(/@layer ([\w,]+)/g)].flatMap(([, names]) => names!.split(','));
    expect([...new Set(named)]).toEqual(['reset', 'base', 'tokens', 'recipes', 'utilities']);
  });

  it('keeps a rule whose class name carries escapes (a token path, a condition)', () => {
    expect(rulesForPage(islandsCss, only('hover:bg_brand.700'))).toContain('.hover\\:bg_brand\\.700:is(:hover,[data-hover]){background:navy}');
  });

  it('keeps a rule only when the page carries every class of one of its selectors', () => {
    expect(rulesForPage(islandsCss, only('groupHover:c_red'))).not.toContain('color:red');
    expect(rulesForPage(islandsCss, only('group', 'groupHover:c_red'))).toContain('color:red');
  });

  it('does not count a class inside a negation: the rule applies to elements without it', () => {
    expect(rulesForPage(islandsCss, only('open:d_block'))).toContain('display:block');
  });
});

describe('the classes a page can carry', () => {
  const placeholder = '[&:has(option[value=""]:checked)]:c_fg.muted';

  it('are those of its HTML, read as the browser reads the attribute', () => {
    const onPage = classesOnPage('<div class="d_flex  gap_2"><select class="[&amp;:has(option[value=&quot;&quot;]:checked)]:c_fg.muted">', []);
    for (const name of ['d_flex', 'gap_2', placeholder]) expect(onPage(name)).toBe(true);
    expect(onPage('md:d_none')).toBe(false);
  });

  it('and those its scripts name, as written or escaped in a string: a class set after a click', () => {
    const script = `const s={root:"field__root md:d_none",empty:${JSON.stringify(placeholder)}};el.className='button'`;
    const onPage = classesOnPage('<p>Texte</p>', [classesNamedIn(script)]);
    for (const name of ['field__root', 'md:d_none', placeholder, 'button']) expect(onPage(name)).toBe(true);
    expect(onPage('gap_2')).toBe(false);
  });
});
