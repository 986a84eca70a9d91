// Panda compiles the islands' styles from the brand Chakra renders the pages with (panda.config.ts). Its stylesheet
// leaves the token variables out and reads the page's, which Chakra writes: they must be the same variables.
import { loadConfigAndCreateContext } from '@pandacss/node';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { system } from '../../theme/system.ts';
import { withoutLayer } from '../../engine/theme/without-layer.ts';

type Declarations = Map<string, string>;

/** The custom properties of a stylesheet, with their values. */
function declarations(css: string): Declarations {
  return new Map([...css.matchAll(/(--chakra-(?:[\w-]|\\.)+):\s*([^;}]+)[;}]/g)].map(([, name, value]) => [name!, value!.trim()]));
}

/** Chakra's style object for its tokens (`{ '@layer tokens': { ':where(html, .chakra-theme)': { '--chakra-…': value } } }`). */
function chakraDeclarations(css: object, found: Declarations = new Map()): Declarations {
  for (const [key, value] of Object.entries(css)) {
    if (typeof value === 'object' && value !== null) chakraDeclarations(value as object, found);
    else if (key.startsWith('--chakra-')) found.set(key, String(value));
  }
  return found;
}

// Colours Chakra writes by name where Panda points at the token of the same name (`black`, `var(--chakra-colors-black)`).
const sameColour = (value: string) =>
  value
    .replace(/var\(--chakra-colors-(black|white)\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

let panda: Declarations;
let pandaCss: string;
let pandaFiles: string[];

beforeAll(async () => {
  const context = await loadConfigAndCreateContext({ cwd: process.cwd() });
  pandaFiles = context.getFiles().map((file) => relative(process.cwd(), file));
  const sheet = context.createSheet();
  context.appendCssOfType('tokens', sheet);
  pandaCss = context.getLayerCss(sheet, 'tokens');
  panda = declarations(pandaCss);
}, 60_000);

describe('Panda and Chakra', () => {
  it('name every token with the same CSS variable, of the same value', () => {
    const chakra = chakraDeclarations(system.getTokenCss());
    expect(chakra.size).toBeGreaterThan(300);
    // The preset misspells a cursor token (`swittch`) that Chakra's theme spells right; no recipe uses it.
    const onlyPanda = [...panda.keys()].filter((name) => !chakra.has(name));
    expect(onlyPanda).toEqual(['--chakra-cursor-swittch']);
    expect([...chakra.keys()].filter((name) => !panda.has(name) && name !== '--chakra-cursor-switch')).toEqual([]);
    const differing = [...chakra].filter(([name, value]) => panda.has(name) && sameColour(panda.get(name)!) !== sameColour(value));
    expect(differing).toEqual([]);
  });

  it('include the brand: palette, fonts, semantic colours with their light value only', () => {
    expect(panda.get('--chakra-colors-brand-900')).toBe('#0E1B31');
    expect(panda.get('--chakra-fonts-heading')).toContain('Fraunces Variable');
    expect(panda.get('--chakra-colors-accent-solid')).toBe('var(--chakra-colors-accent-500)');
    expect(pandaCss).not.toContain('.dark');
  });
});

describe('withoutLayer', () => {
  it('drops the named layer blocks, nested rules included, and keeps the order statement and other layers', () => {
    const css = '@layer reset, base, tokens;@layer tokens{:root{--a:1}@media (x){:root{--a:2}}}@layer base{a{color:red}}@layer tokens {b{--c:3}}';
    expect(withoutLayer(css, 'tokens')).toBe('@layer reset, base, tokens;@layer base{a{color:red}}');
  });
});

describe('the files Panda reads', () => {
  it('are every file that imports styled-system, and style modules and their helpers only: no component', () => {
    const importers = ['engine', 'blocks']
      .flatMap((root) => readdirSync(root, { recursive: true, encoding: 'utf8' }).map((file) => join(root, file)))
      .filter((file) => /\.tsx?$/.test(file) && /from '(?:\.\.\/)+styled-system\//.test(readFileSync(file, 'utf8')));
    expect(importers).toContain('blocks/_shell/newsletter/NewsletterForm.styles.ts');
    expect(importers.filter((file) => !pandaFiles.includes(file))).toEqual([]);
    expect(pandaFiles.filter((file) => !/(\.styles|-style)\.ts$/.test(file))).toEqual([]);
  });
});
