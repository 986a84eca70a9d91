import { transform, type Declaration } from 'lightningcss';
import { compilePageCss } from '../render/page-css.ts';
import { elementsIn, replaceElements } from '../render/html-elements.ts';

/** One spelling of a custom property's name: `--chakra-spacing-1\.5` in CSS, `--chakra-spacing-1\\.5` in a script. */
const spelled = (name: string) => name.replace(/\\/g, '');

/** The custom properties a parsed value reads: lightningcss names each `var()`'s property `{"ident":"--…"}`. */
const readIn = (value: unknown) => Array.from(JSON.stringify(value).matchAll(/"ident":"(--[^"]+)"/g), ([, name]) => spelled(name!));

/**
 * Whether a declaration defines a custom property: lightningcss also calls "custom" a property it doesn't know
 * (`-webkit-tap-highlight-color`), which names no variable.
 */
const isVariable = (declaration: Declaration): declaration is Extract<Declaration, { property: 'custom' }> =>
  declaration.property === 'custom' && declaration.value.name.startsWith('--');

/** Every `--name` a text mentions: what a script or a `style` attribute may read or set. */
const mentionedIn = (text: string) => Array.from(text.matchAll(/--[\w\\.-]+/g), ([name]) => spelled(name));

/**
 * The custom properties a page reads: those its CSS reads in a property's value, those its scripts and its HTML
 * around the stylesheets mention, and, for each of those, the ones its value reads in turn.
 */
export function variablesRead(stylesheets: readonly string[], elsewhere: readonly string[]): Set<string> {
  const reads = new Map<string, string[]>();
  const read = new Set(elsewhere.flatMap(mentionedIn));
  for (const css of stylesheets) {
    transform({
      filename: 'page.css',
      code: Buffer.from(css),
      visitor: {
        Declaration(declaration) {
          if (!isVariable(declaration)) for (const name of readIn(declaration)) read.add(name);
          else {
            const name = spelled(declaration.value.name);
            reads.set(name, [...(reads.get(name) ?? []), ...readIn(declaration.value.value)]);
          }
        },
      },
    });
  }
  const pending = [...read];
  while (pending.length > 0) {
    for (const name of reads.get(pending.pop()!) ?? []) {
      if (!read.has(name)) {
        read.add(name);
        pending.push(name);
      }
    }
  }
  return read;
}

/**
 * A page's stylesheet without the custom properties nothing on the page reads: every page defines the theme's token
 * variables and the defaults of composable utilities (`--blur`…), and uses a part of them.
 */
export function withoutUnreadVariables(css: string, read: ReadonlySet<string>): string {
  return compilePageCss(css, {
    Declaration: {
      custom: (property) => (!property.name.startsWith('--') || read.has(spelled(property.name)) ? undefined : []),
    },
  });
}

/** A prerendered page whose `<style>` elements keep only the custom properties the page reads (`scripts`: all it may run). */
export function withoutUnreadVariablesIn(html: string, scripts: readonly string[]): string {
  const styles = elementsIn(html, 'style');
  const read = variablesRead(
    styles.map((style) => style.text),
    [replaceElements(html, styles, () => ''), ...scripts],
  );
  return replaceElements(
    html,
    styles,
    (style) => html.slice(style.start, style.contentStart) + withoutUnreadVariables(style.text, read) + html.slice(style.contentEnd, style.end),
  );
}
