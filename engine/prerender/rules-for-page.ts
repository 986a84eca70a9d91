import type { Selector } from 'lightningcss';
import { attributeValuesIn } from '../render/html-elements.ts';
import { compilePageCss } from '../render/page-css.ts';

/**
 * Whether a script names a class. An island's classes are string literals in its script
 * (engine/prerender/vite-plugin-compiled-styles.ts evaluates its style modules at build), so a class it sets only
 * after a click is there too, as written or escaped for a JavaScript string. A name found inside a longer word only
 * keeps a rule more. Each answer is kept: every page that runs the script asks again for each class of the stylesheet.
 */
export function classesNamedIn(code: string): (className: string) => boolean {
  const answers = new Map<string, boolean>();
  return (name) => {
    let named = answers.get(name);
    if (named === undefined) answers.set(name, (named = code.includes(name) || code.includes(JSON.stringify(name).slice(1, -1))));
    return named;
  };
}

/** Whether an element of a page can ever carry a class: one of its HTML's, or one its scripts name (`classesNamedIn` each). */
export function classesOnPage(html: string, scripts: ReadonlyArray<(className: string) => boolean>): (className: string) => boolean {
  // Read by the HTML parser: React writes `[&:has(option[value=""])]` as `[&amp;:has(…&quot;&quot;…)]`.
  const inHtml = new Set(attributeValuesIn(html, 'class').flatMap((value) => value.split(/\s+/)));
  return (name) => inHtml.has(name) || scripts.some((named) => named(name));
}

/** A selector's own classes: `:not(.open)` matches an element without the class, so classes inside a pseudo-class's arguments don't count. */
const requiredClasses = (selector: Selector) => selector.flatMap((component) => (component.type === 'class' ? [component.name] : []));

/**
 * The rules of a stylesheet that can apply on a page (`onPage`, from `classesOnPage`): a rule goes when every
 * selector of its list requires a class no element of the page carries. Panda compiles the classes of every island
 * into one stylesheet; a page needs those of its own islands. The order of the layers stays stated first, whichever
 * layers keep no rule (the minifier would otherwise name a layer only where its rules are).
 */
export function rulesForPage(css: string, onPage: (className: string) => boolean): string {
  // The stylesheet's first statement of its layers' order, `@layer reset, base, tokens, recipes, utilities;`.
  let layerOrder: string[][] | undefined;
  const kept = compilePageCss(css, {
    Rule: {
      'layer-statement': (rule) => {
        layerOrder ??= rule.value.names;
        return undefined;
      },
      style: (rule) => (rule.value.selectors.some((selector) => requiredClasses(selector).every(onPage)) ? undefined : []),
    },
  });
  return (layerOrder ? `@layer ${layerOrder.map((name) => name.join('.')).join(',')};` : '') + kept;
}
