import { createContext, use } from 'react';
import type { JsonPath } from '../draft.ts';

/** What every generated field needs: the errors by path, the link targets and the way to change the draft. */
export interface FormContext {
  errors: ReadonlyMap<string, string[]>;
  /** Routes of the site with the anchors each declares, this page's included. */
  routes: ReadonlyArray<{ path: string; anchors: readonly string[] }>;
  currentPath: string;
  externalLinks: readonly string[];
  change: (path: JsonPath, value: unknown) => void;
}

export const FormContextValue = createContext<FormContext | null>(null);

export function useForm(): FormContext {
  const context = use(FormContextValue);
  if (!context) throw new Error('a generated field renders inside FormContextValue');
  return context;
}
