/** A token as Chakra's theme writes it: a value, or a value per colour mode. */
type TokenTree = { [key: string]: unknown };

const isModeValues = (value: unknown): value is { _light: unknown } => typeof value === 'object' && value !== null && '_light' in value;

/**
 * Semantic tokens with their light-mode value only. The site has no dark mode: Chakra's `_dark` values
 * only added a conditional copy of each token to the system the browser builds at start-up (a main-thread
 * task on every page) and a `.dark` block of CSS variables to every prerendered page.
 */
export function lightValuesOnly<T extends TokenTree>(tokens: T): T {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, entry]) => {
      if (key === 'value') return [key, isModeValues(entry) ? entry._light : entry];
      return [key, typeof entry === 'object' && entry !== null ? lightValuesOnly(entry as TokenTree) : entry];
    }),
  ) as T;
}
