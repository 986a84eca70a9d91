import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The editor shows each field's title and, under it, its description: the owner reads them set as French sets
// them, with a no-break space before ; : ! ? » % and after «, so a line never starts with a lone colon.
const schemas = join(process.cwd(), 'schemas');

function labels(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(labels);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => ((key === 'title' || key === 'description') && typeof inner === 'string' ? [inner] : labels(inner)));
}

const faults: [string, RegExp][] = [
  ['plain space before ; : ! ? » %', / [;:!?»%]/],
  ['plain space after «', /« /],
  ['no space at all before ; ! ? »', /[^\s\u00a0\u202f][;!?»]/],
];

describe('French typography of the fields’ titles and help', () => {
  it.each(readdirSync(schemas).filter((file) => file.endsWith('.json')))('%s', (file) => {
    const texts = labels(JSON.parse(readFileSync(join(schemas, file), 'utf8')));
    expect(texts.flatMap((text) => faults.filter(([, pattern]) => pattern.test(text)).map(([rule]) => `${rule}: ${text}`))).toEqual([]);
  });
});
