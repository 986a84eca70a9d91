import { describe, expect, it } from 'vitest';
import { fontSubsetOf } from '../../engine/prerender/vite-plugin-font-subsets.ts';
import { fontFaceCss } from '../../engine/theme/font-faces.ts';
import type { SiteFonts } from '../../engine/theme/site-theme.ts';

const fonts: SiteFonts = {
  files: [
    { family: 'Serif Variable', file: 'serif.woff2', weight: '100 900', format: 'woff2-variations' },
    { family: 'Sans', file: './fonts/sans.woff2', weight: '400', format: 'woff2' },
  ],
  fallbacks: [
    { family: 'Serif Fallback', local: ['Georgia', 'DejaVu Serif'], ascentOverride: '90%', descentOverride: '20%', lineGapOverride: '0%', sizeAdjust: '110%' },
  ],
  subset: {
    codePoints: [
      [0x61, 0x63],
      [0x20ac, 0x20ac],
    ],
    weights: { min: 400, max: 700 },
    features: ['kern'],
  },
};

describe('a site’s fonts as @font-face rules', () => {
  it('serves each file at its URL, limited to the characters it keeps, then the metric-adjusted fallbacks', () => {
    expect(fontFaceCss(fonts, ['/assets/serif-1.woff2', '/assets/sans-2.woff2'])).toBe(
      [
        '',
        "@font-face{font-family:'Serif Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(/assets/serif-1.woff2) format('woff2-variations');unicode-range:U+0061-0063, U+20AC}",
        "@font-face{font-family:'Sans';font-style:normal;font-display:swap;font-weight:400;src:url(/assets/sans-2.woff2) format('woff2');unicode-range:U+0061-0063, U+20AC}",
        "@font-face{font-family:'Serif Fallback';src:local('Georgia'),local('DejaVu Serif');ascent-override:90%;descent-override:20%;line-gap-override:0%;size-adjust:110%}",
        '',
      ].join('\n'),
    );
  });

  it('writes nothing for a site whose fonts are installed ones', () => {
    expect(fontFaceCss(undefined, [])).toBe('');
  });

  it('cuts the files down to the characters, weights and features the site names', () => {
    expect(fontSubsetOf(fonts)).toEqual({ text: 'abc€', weights: { min: 400, max: 700 }, features: ['kern'] });
  });
});
