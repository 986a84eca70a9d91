import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import type { ResolvedLink } from '../schema/link.ts';
import { newTab } from 'virtual:shell-labels';
import { visuallyHidden } from './SiteAnchor.styles.ts';

export const externalRel = 'noopener noreferrer';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { link: ResolvedLink; children: ReactNode; ref?: Ref<HTMLAnchorElement> };

/**
 * The one way the site renders a link from content: external links open in a new tab without giving the
 * opened page a handle on ours; the site's own pages load as documents, which the page's speculation rules
 * prerender on intent (engine/app/Document.tsx).
 */
export function SiteAnchor({ link, children, ...rest }: Props) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel={externalRel} {...rest}>
        {children}
        <span className={visuallyHidden}> ({newTab})</span>
      </a>
    );
  }
  return (
    <a href={link.href} {...rest}>
      {children}
    </a>
  );
}
