import { describe, expect, it } from 'vitest';
import { withoutScripts, withoutScriptsWithFonts } from '../../bench/lighthouse/strip-scripts.ts';

// The benchmarks' lower bound: the page as the browser would draw it with nothing to run.
const fontsList =
  '<script type="application/json" id="web-fonts">[{"family":"Inter Variable","source":"url(/assets/inter.woff2) format(\'woff2-variations\')","descriptors":{"style":"normal","weight":"100 900","display":"swap","unicodeRange":"U+0020-007E"}}]</script>';
const pageListing = (fonts: string) =>
  [
    '<!DOCTYPE html><html lang="fr"><head><title>Nos valeurs</title>',
    fonts,
    '<script type="speculationrules">{"prefetch":[]}</script>',
    '<script type="module">import("/assets/entry.js")</script>',
    '<link rel="modulepreload" href="/assets/react.js"/>',
    '</head><body><main id="contenu"><h1>Nos valeurs</h1></main></body></html>',
  ].join('');
const page = pageListing(fontsList);

describe('the page without scripts', () => {
  it('keeps the data blocks and drops every script the browser would run, and the module preloads', () => {
    const bound = withoutScripts(page);
    expect(bound).toContain('id="web-fonts"');
    expect(bound).not.toContain('speculationrules');
    expect(bound).not.toContain('type="module"');
    expect(bound).not.toContain('modulepreload');
    expect(bound).not.toContain('@font-face');
  });

  it('with its fonts: declares in CSS, at the end of the head, each face its loader would have added', () => {
    const bound = withoutScriptsWithFonts(page);
    expect(bound).not.toContain('type="module"');
    expect(bound).toContain(
      "<style>@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(/assets/inter.woff2) format('woff2-variations');unicode-range:U+0020-007E}</style></head>",
    );
  });

  it('with its fonts, for a page that lists none: the page without scripts', () => {
    const none = pageListing('');
    expect(withoutScriptsWithFonts(none)).toBe(withoutScripts(none));
  });
});
