/** One declaration of a stylesheet: `z-index:var(--chakra-z-index-sticky)` is { property: 'z-index', value: 'var(…)' }. */
export interface Declaration {
  property: string;
  value: string;
}

/**
 * The declarations of every `<style>` element of a prerendered page, but those of at-rules that hold descriptors
 * (`@font-face`, `@view-transition`), which are no properties. Emotion's output has no nested blocks inside a rule, so each innermost `{…}` is one
 * rule's declarations; a `;` inside parentheses (a `url()`, a `var()` fallback) does not end one.
 */
export function prerenderedDeclarations(html: string): Declaration[] {
  const declarations: Declaration[] = [];
  for (const style of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
    const css = style[1]!.replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, prelude, body] of css.matchAll(/([^{};]*)\{([^{}]*)\}/g)) {
      // The innermost block of a grouping at-rule (`@media`, `@layer`) is a style rule: one whose prelude is an at-rule holds descriptors.
      if (prelude!.trim().startsWith('@')) continue;
      for (const declaration of splitOutsideParentheses(body!)) {
        const colon = declaration.indexOf(':');
        if (colon > 0) declarations.push({ property: declaration.slice(0, colon).trim(), value: declaration.slice(colon + 1).trim() });
      }
    }
  }
  return declarations;
}

function splitOutsideParentheses(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const character of body) {
    if (character === '(') depth++;
    if (character === ')') depth--;
    if (character === ';' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += character;
  }
  return [...parts, current].map((part) => part.trim()).filter((part) => part !== '');
}

/** Prefixed for another engine (`-moz-`, `-ms-`…): Chromium drops them by design. */
export const isVendorPrefixed = ({ property, value }: Declaration) => /(^|[^a-z])-(moz|ms|webkit|o)-/.test(`${property}:${value}`);

/** A design token's path left as it was written (`brand.700`, `fg.muted`, `bg.panel/25`), which no CSS value contains. */
export const tokenPath = /(^|[\s,(:])[a-z][a-zA-Z]*\.([a-z][a-zA-Z]*|\d+)(\/\d+)?(?=$|[\s,)])/;
