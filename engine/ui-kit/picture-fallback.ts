import { createContext } from 'react';

/**
 * Where a picture whose file fails to load is shown from instead: nowhere on the site (its build wrote every file its
 * pages name), the source's thumbnail in /admin/'s preview, which shows drafts whose images the build never placed
 * (editor/client/preview.tsx).
 */
export const PictureFallback = createContext<((address: string) => string | undefined) | undefined>(undefined);
