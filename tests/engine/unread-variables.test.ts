import { describe, expect, it } from 'vitest';
import { variablesRead, withoutUnreadVariables, withoutUnreadVariablesIn } from '../../engine/prerender/unread-variables.ts';

const tokens = `@layer tokens{:where(html){
  --chakra-colors-brand-700:#1c355e;--chakra-colors-brand-900:#0e1b31;--chakra-colors-fg:var(--chakra-colors-brand-900);
  --chakra-spacing-1\\.5:0.375rem;--chakra-colors-unused:red;--blur: ;
}}`;

describe('the custom properties a page reads', () => {
  it("are those a property's value reads, and the ones their own values read in turn", () => {
    const read = variablesRead([tokens, '.title{color:var(--chakra-colors-fg);padding:calc(var(--chakra-spacing-1\\.5) * 2)}'], []);
    expect([...read].sort()).toEqual(['--chakra-colors-brand-900', '--chakra-colors-fg', '--chakra-spacing-1.5']);
  });

  it('are those its scripts or its HTML mention, however escaped', () => {
    const read = variablesRead([tokens], ['el.style.color="var(--chakra-colors-brand-700)"', '<div style="gap:var(--chakra-spacing-1\\.5)">']);
    expect(read).toContain('--chakra-colors-brand-700');
    expect(read).toContain('--chakra-spacing-1.5');
  });

  it("count a read in a property lightningcss doesn't know", () => {
    expect(variablesRead(['.x{-webkit-tap-highlight-color:var(--tap)}'], [])).toContain('--tap');
  });

  it('count a read inside a keyframe or a fallback', () => {
    const read = variablesRead(['@keyframes fade{from{opacity:var(--from)}}.x{color:var(--a, var(--b))}'], []);
    expect([...read].sort()).toEqual(['--a', '--b', '--from']);
  });
});

describe('a stylesheet without its unread custom properties', () => {
  it('keeps the ones read and every other declaration, a property lightningcss does not know included', () => {
    const css = withoutUnreadVariables(
      `${tokens}.title{color:var(--chakra-colors-fg);-webkit-font-smoothing:antialiased}`,
      new Set(['--chakra-colors-fg', '--chakra-colors-brand-900', '--chakra-spacing-1.5']),
    );
    expect(css).toContain('--chakra-colors-fg:var(--chakra-colors-brand-900)');
    expect(css).toContain('--chakra-colors-brand-900:#0e1b31');
    expect(css).toMatch(/--chakra-spacing-1\\\.5:\.375rem/);
    expect(css).toContain('.title{color:var(--chakra-colors-fg);-webkit-font-smoothing:antialiased}');
    expect(css).not.toMatch(/brand-700|unused|--blur/);
  });

  it("leaves a page's other elements alone", () => {
    const html = `<head><style data-emotion="css-global">${tokens}</style><style>.t{color:var(--chakra-colors-brand-700)}</style></head><body><p class="t">Texte</p></body>`;
    const trimmed = withoutUnreadVariablesIn(html, []);
    expect(trimmed).toContain('<style data-emotion="css-global">@layer tokens{:where(html){--chakra-colors-brand-700:#1c355e}}</style>');
    expect(trimmed).toContain('<style>.t{color:var(--chakra-colors-brand-700)}</style></head><body><p class="t">Texte</p></body>');
  });
});
