// Chakra's theme defines ten colour palettes and every scale a design system may need; each token is a CSS variable
// written into every page. The site keeps the part its blocks use: Chakra's neutral gray (its recipes draw with it),
// the status colours the specification colours (the simulator's green and orange results, risk levels from green to
// red) and the scales the blocks pick from. The brand's own palettes are the site's (its definition's theme). Chakra
// (chakra-theme.ts) and Panda (panda-config.ts) both take the theme through `siteTheme`, so both name the same variables.

type TokenTree = { [key: string]: unknown };

/** Chakra's colour palettes the site keeps, beside the brand's own (its theme's). */
export const statusPalettes = ['gray', 'green', 'yellow', 'orange', 'red'] as const;

/** Colours that are no palette, and white's transparent shades (on the dark footer and buttons). */
const plainColours = ['transparent', 'current', 'black', 'white', 'whiteAlpha'];

/** Token groups no block uses (a value written instead of a token fails the build's CSS check). */
const unusedGroups = ['aspectRatios', 'blurs', 'borders', 'easings', 'letterSpacings', 'lineHeights'];

/** Chakra's keyframes the site animates with: the spinner's turn and a fade. The brand adds its own (its theme's). */
const keptKeyframes = ['spin', 'fade-in'];

interface ThemeTokens {
  tokens?: TokenTree | undefined;
  semanticTokens?: TokenTree | undefined;
  keyframes?: TokenTree | undefined;
}

/** The part of Chakra's theme (tokens, semantic tokens, keyframes) the site uses. */
export function siteTheme<Theme extends ThemeTokens>(theme: Theme): Theme {
  const colours = (theme.tokens?.colors ?? {}) as TokenTree;
  const keptColours = new Set([...plainColours, ...statusPalettes]);
  const leftOut = Object.keys(colours).filter((name) => !keptColours.has(name));
  // A token's value is a string, or one per colour mode: either way its text names the palettes it reads.
  const referencesLeftOut = (value: unknown) => {
    const text = JSON.stringify(value);
    return leftOut.some((name) => text.includes(`{colors.${name}.`) || text.includes(`{colors.${name}}`));
  };
  const tokens = Object.fromEntries(
    Object.entries(theme.tokens ?? {})
      .filter(([group]) => !unusedGroups.includes(group))
      .map(([group, scale]) => {
        if (group === 'colors') return [group, pick(scale as TokenTree, (name) => keptColours.has(name))];
        if (group === 'animations')
          return [group, pick(scale as TokenTree, (_name, token) => keptKeyframes.includes(String((token as { value: unknown }).value).split(' ')[0]!))];
        return [group, scale];
      }),
  );
  const semanticColours = withoutReferences(
    pick(((theme.semanticTokens ?? {}) as TokenTree).colors as TokenTree, (name) => !leftOut.includes(name)),
    referencesLeftOut,
  );
  return {
    ...theme,
    tokens,
    semanticTokens: { ...theme.semanticTokens, colors: semanticColours },
    keyframes: pick(theme.keyframes ?? {}, (name) => keptKeyframes.includes(name)),
  };
}

const pick = (tree: TokenTree, keep: (name: string, entry: unknown) => boolean): TokenTree =>
  Object.fromEntries(Object.entries(tree).filter(([name, entry]) => keep(name, entry)));

/** The tree without the tokens whose value names a left-out palette (`bg.info`: `{colors.blue.50}`). */
function withoutReferences(tree: TokenTree, referencesLeftOut: (value: unknown) => boolean): TokenTree {
  const kept: TokenTree = {};
  for (const [name, entry] of Object.entries(tree)) {
    if (typeof entry !== 'object' || entry === null) {
      kept[name] = entry;
      continue;
    }
    const token = entry as TokenTree;
    if ('value' in token && referencesLeftOut(token.value)) continue;
    const inner = 'value' in token ? token : withoutReferences(token, referencesLeftOut);
    if (Object.keys(inner).length > 0) kept[name] = inner;
  }
  return kept;
}
