import createCache from '@emotion/cache';
import { adoptPrerenderedStyles } from './prerendered-styles.ts';

/** One key on server and client, so the client knows the styles of the prerendered tags by name. */
export const createEmotionCache = () => createCache({ key: 'css' });

/** The browser's cache, holding the prerendered page's styles already. */
export function createBrowserEmotionCache() {
  const cache = createEmotionCache();
  adoptPrerenderedStyles(cache, document);
  return cache;
}
