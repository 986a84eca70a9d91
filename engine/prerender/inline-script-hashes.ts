import { createHash } from 'node:crypto';
import { elementsIn } from '../render/html-elements.ts';

// What Content-Security-Policy governs among a page's inline scripts: the ones the browser runs. A classic script
// (no type, or a JavaScript MIME type), a module, an import map and speculation rules (Chromium checks them
// against script-src too) each need their hash. A data block (`application/ld+json`, the islands' `application/json`
// list) is never run: the HTML standard stops preparing a script element whose type is none of those before CSP is
// consulted, so it needs no hash, and listing it would only allow a script that happened to have the same text.
const javaScriptType = /^(?:text|application)\/(?:x-)?(?:javascript|ecmascript)$/i;
const runTypes = new Set(['', 'module', 'importmap', 'speculationrules']);

/** Whether CSP's script-src applies to an inline script element of this `type` attribute (absent: undefined). */
export function isRunByBrowser(type: string | undefined): boolean {
  const value = (type ?? '').trim().toLowerCase();
  return runTypes.has(value) || javaScriptType.test(value);
}

/** The CSP source (`'sha256-…'`) of a script's text, hashed as the browser does: UTF-8, after the parser's newline normalisation. */
export function scriptHashSource(text: string): string {
  const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64');
  return `'sha256-${digest}'`;
}

/** The hash sources of every inline script in `html` that the browser runs (external scripts are allowed by origin). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const { attributes, text } of elementsIn(html, 'script')) {
    if (!attributes.has('src') && isRunByBrowser(attributes.get('type'))) hashes.add(scriptHashSource(text));
  }
  return [...hashes];
}
