import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, isRunByBrowser, scriptHashSource } from '../../../engine/prerender/inline-script-hashes.ts';

// The example of MDN's script-src page, whose hash every browser computes the same.
const example = "alert('Hello, world.');";
const exampleHash = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe('the hashes of the inline scripts CSP applies to', () => {
  it('hashes a script text as browsers do: SHA-256 of its UTF-8, base64', () => {
    expect(scriptHashSource(example)).toBe(exampleHash);
  });

  it('hashes the text with the newlines the HTML parser leaves (CR LF and CR become LF)', () => {
    expect(scriptHashSource('a;\r\nb;\rc;')).toBe(scriptHashSource('a;\nb;\nc;'));
  });

  it('counts classic scripts, modules, import maps and speculation rules, whatever the case and quotes of their type', () => {
    for (const type of [undefined, '', 'text/javascript', 'application/javascript', 'TEXT/JavaScript', 'module', 'importmap', 'speculationrules']) {
      expect(isRunByBrowser(type), String(type)).toBe(true);
    }
    const html = [
      `<script>${example}</script>`,
      `<script type='module'>${example} </script>`,
      `<script type=speculationrules>{"prefetch":[]}</script>`,
      `<script type="text/javascript" nonce="x">${example}  </script >`,
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      exampleHash,
      scriptHashSource(`${example} `),
      scriptHashSource('{"prefetch":[]}'),
      scriptHashSource(`${example}  `),
    ]);
  });

  it('leaves out data blocks, which never run, and external scripts, which CSP allows by origin', () => {
    for (const type of ['application/json', 'application/ld+json', 'text/plain', 'text/template']) expect(isRunByBrowser(type), type).toBe(false);
    const html = [
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script type="application/json" id="island-scripts">{"entry":"/assets/a.js"}</script>',
      '<script type="module" src="/assets/entry.js"></script>',
      '<script async src="https://tally.so/widgets/embed.js"></script>',
      '<script data-src="x">run()</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([scriptHashSource('run()')]);
  });

  it('lists a script that appears twice once', () => {
    expect(inlineScriptHashes(`<script>${example}</script><p></p><script>${example}</script>`)).toEqual([exampleHash]);
  });
});
