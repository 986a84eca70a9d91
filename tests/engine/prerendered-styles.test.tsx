// @vitest-environment jsdom
/** @jsxImportSource @emotion/react */
import { CacheProvider, css } from '@emotion/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBrowserEmotionCache } from '../../engine/app/emotion-cache.ts';
import { prerenderedStyleTags } from '../../engine/app/prerendered-styles.ts';

const prerendered = css({ color: 'rgb(1, 2, 3)' });
const chunks = [
  { key: 'css-global', ids: ['ad1llf'], css: '@layer reset, base, tokens, recipes;' },
  { key: 'css', ids: [prerendered.name], css: `.css-${prerendered.name}{color:rgb(1, 2, 3);}` },
];

describe('prerendered style tags', () => {
  it('are written one per chunk under their own attribute, which emotion in the browser does not move', () => {
    expect(prerenderedStyleTags(chunks)).toBe(
      '<style data-prerendered-css="css-global ad1llf">@layer reset, base, tokens, recipes;</style>' +
        `<style data-prerendered-css="css ${prerendered.name}">.css-${prerendered.name}{color:rgb(1, 2, 3);}</style>`,
    );
  });

  it('are adopted by the browser cache: emotion leaves them where they are and writes only styles they lack', () => {
    document.head.innerHTML = prerenderedStyleTags(chunks);
    const before = document.head.innerHTML;
    const cache = createBrowserEmotionCache();
    const { rerender } = render(
      <CacheProvider value={cache}>
        <p css={prerendered}>déjà là</p>
      </CacheProvider>,
    );
    expect(document.head.innerHTML).toBe(before);

    rerender(
      <CacheProvider value={cache}>
        <p css={css({ color: 'rgb(4, 5, 6)' })}>nouveau</p>
      </CacheProvider>,
    );
    expect(document.head.innerHTML.startsWith(before)).toBe(true);
    expect(document.querySelectorAll('style[data-emotion]')).toHaveLength(1);
  });
});
