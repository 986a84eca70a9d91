import { useLocation } from 'react-router-dom';
import type { ResolvedLink } from '../schema/link.ts';
import { normalizePath } from '../render/normalize-path.ts';

/** `aria-current="page"` for the link to the page being shown. */
export function useCurrentPage() {
  const { pathname } = useLocation();
  const current = normalizePath(pathname);
  return (link: ResolvedLink) => (!link.external && link.href === current ? ('page' as const) : undefined);
}
