import { describe, expect, it } from 'vitest';
import { appendToHead, attributeValuesIn, elementsIn, headElementsMarkup, replaceElements } from '../../engine/render/html-elements.ts';

describe('elementsIn', () => {
  it('reads attributes in any quoting and the raw text of a script, as the browser parser does', () => {
    const html = `<html><head><script type='module' data-x>if (a < b) document.write("<p>")</script></head><body><div data-island=a.tsx></div></body></html>`;
    const [script] = elementsIn(html, 'script');
    expect(script!.attributes.get('type')).toBe('module');
    expect(script!.attributes.get('data-x')).toBe('');
    expect(script!.text).toBe('if (a < b) document.write("<p>")');
    expect(html.slice(script!.start, script!.end)).toBe(`<script type='module' data-x>if (a < b) document.write("<p>")</script>`);
    expect(html.slice(script!.contentStart, script!.contentEnd)).toBe(script!.text);
    expect(elementsIn(html, 'div').map((div) => div.attributes.get('data-island'))).toEqual(['a.tsx']);
  });

  it('finds nothing in comments and reads inside templates', () => {
    const html = `<!doctype html><html><head></head><body><!-- <style>a{}</style> --><template><style>b{}</style></template></body></html>`;
    expect(elementsIn(html, 'style').map((style) => style.text)).toEqual(['b{}']);
  });
});

describe('replaceElements', () => {
  it('replaces each element found, keeping every other byte', () => {
    const html = '<head><script>1</script><script type="application/ld+json">{}</script><script>2</script></head>';
    const scripts = elementsIn(html, 'script').filter((script) => !script.attributes.has('type'));
    expect(replaceElements(html, scripts, (script) => `[${script.text}]`)).toBe('<head>[1]<script type="application/ld+json">{}</script>[2]</head>');
  });
});

describe('appendToHead', () => {
  it('adds at the end of the head, before </head>', () => {
    expect(appendToHead('<html><head><title>x</title></head><body></body></html>', '<style>a{}</style>')).toBe(
      '<html><head><title>x</title><style>a{}</style></head><body></body></html>',
    );
  });

  it('is not fooled by "</head>" written in a script', () => {
    const html = '<html><head><script>const end = "</head>";</script></head><body></body></html>';
    expect(appendToHead(html, '<meta>')).toBe('<html><head><script>const end = "</head>";</script><meta></head><body></body></html>');
  });
});

describe('headElementsMarkup', () => {
  it('gives the elements directly in the head, whole and in order, without the text between them', () => {
    const html = `<html><head>\n  <script type="module" src="/@vite/client"></script>\n  <script type="module">if (a < b) x("</head>")</script>\n  <noscript><style>p{}</style></noscript>\n</head><body><p>corps</p></body></html>`;
    expect(headElementsMarkup(html)).toBe(
      '<script type="module" src="/@vite/client"></script><script type="module">if (a < b) x("</head>")</script><noscript><style>p{}</style></noscript>',
    );
  });

  it('gives nothing for an empty head', () => {
    expect(headElementsMarkup('<html><head>  </head><body><p>x</p></body></html>')).toBe('');
  });
});

describe('attributeValuesIn', () => {
  it('reads an attribute on every element as the browser does: any quoting, entities decoded, none from comments or text', () => {
    const html = `<body><div class="a  b"><p class='c'>class="d"</p><!-- <i class="e"> --><select class="[&amp;:has(option[value=&quot;&quot;])]:x"></select></div></body>`;
    expect(attributeValuesIn(html, 'class')).toEqual(['a  b', 'c', '[&:has(option[value=""])]:x']);
  });
});
