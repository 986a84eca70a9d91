import type { HeaderRule, Redirect } from './hosting-rules.ts';

/** The files Netlify and Cloudflare Pages read from the published folder, and never serve. */
export const hostFiles = { headers: '_headers', redirects: '_redirects' } as const;

const generated = '# Written by `npm run build` from engine/server/hosting-rules.ts: edit that file, not this one.';

// Cloudflare Pages ignores a longer line of _headers (and with it a CSP that grew past it) without a word.
const longestHeaderLine = 2000;

/** dist/_headers: each rule's pattern, then its headers indented below it. */
export function headersFile(rules: readonly HeaderRule[]): string {
  const lines = rules.flatMap((rule) => [rule.for, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)]);
  const tooLong = lines.find((line) => line.length > longestHeaderLine);
  if (tooLong) throw new Error(`a line of _headers is longer than the ${longestHeaderLine} characters Cloudflare Pages reads: ${tooLong.slice(0, 80)}…`);
  return [generated, ...lines, ''].join('\n');
}

/** dist/_redirects: one `from to status` line per redirect. */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return [generated, ...redirects.map(({ from, to, status }) => `${from} ${to} ${status}`), ''].join('\n');
}
