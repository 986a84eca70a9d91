import { VisuallyHidden } from '@chakra-ui/react';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { loadRoute } from '../app/load-route.ts';
import type { ResolvedLink } from '../schema/link.ts';

export const externalRel = 'noopener noreferrer';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { link: ResolvedLink; children: ReactNode; ref?: Ref<HTMLAnchorElement> };

/**
 * The one way the site renders a link from content: external links open in a new tab without
 * giving the opened page a handle on ours; routes navigate client-side and prefetch on intent.
 */
export function SiteAnchor({ link, children, ...rest }: Props) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel={externalRel} {...rest}>
        {children}
        <VisuallyHidden> (nouvel onglet)</VisuallyHidden>
      </a>
    );
  }
  if (link.href.startsWith('#')) {
    return (
      <a href={link.href} {...rest}>
        {children}
      </a>
    );
  }
  const prefetch = () => void loadRoute(link.href.split('#')[0]!);
  return (
    <RouterLink to={link.href} onMouseEnter={prefetch} onFocus={prefetch} {...rest}>
      {children}
    </RouterLink>
  );
}
