import { describe, expect, it } from 'vitest';
import { compilePageCss } from '../../engine/render/page-css.ts';

describe("a page's prerendered CSS", () => {
  it('loses the prefixes no browser of its targets needs, once per rule and keyframe', () => {
    const css = compilePageCss(
      '.row { display: flex; align-items: center; }\n@keyframes spin { from { transform: rotate(0) } to { transform: rotate(1turn) } }',
    );
    expect(css).not.toMatch(/-webkit-box|-ms-flex|-webkit-flex|-webkit-keyframes/);
    expect(css.match(/display:flex/g)).toHaveLength(1);
    expect(css.match(/@keyframes spin/g)).toHaveLength(1);
  });

  it('keeps the prefixes Safari still needs', () => {
    const css = compilePageCss('.chip { user-select: none; backdrop-filter: blur(4px); }');
    expect(css).toContain('-webkit-user-select:none');
    expect(css).toContain('-webkit-backdrop-filter:blur(4px)');
  });

  it('keeps the cascade layers in their order, and the custom properties', () => {
    const css = compilePageCss('@layer reset, base, tokens, recipes;\n@layer tokens { :where(html) { --chakra-colors-brand-900: #0E1B31; } }');
    // The order a layer is first named in is its place in the cascade.
    const named = [...css.matchAll(/@layer ([\w,]+)/g)].flatMap(([, names]) => names!.split(','));
    expect([...new Set(named)]).toEqual(['reset', 'base', 'tokens', 'recipes']);
    expect(css).toContain('--chakra-colors-brand-900:#0e1b31');
  });
});
