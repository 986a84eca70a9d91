import { createContext, use } from 'react';

export type Surface = 'light' | 'muted' | 'dark';

/** Apart from Section (Chakra): what islands render may read it too, and they load no Chakra. */
export const SurfaceContext = createContext<Surface>('light');

/** The background the current block sits on, so text and buttons can pick readable colours. */
export const useSurface = () => use(SurfaceContext);
