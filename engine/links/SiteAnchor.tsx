import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { css } from '../../styled-system/css/index.js';
import type { ResolvedLink } from '../schema/link.ts';

export const externalRel = 'noopener noreferrer';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { link: ResolvedLink; children: ReactNode; ref?: Ref<HTMLAnchorElement> };

// Compiled, not Chakra's VisuallyHidden: islands render links too, and they load no style engine.
const visuallyHidden = css({ srOnly: true });

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
        <span className={visuallyHidden}> (nouvel onglet)</span>
      </a>
    );
  }
  return (
    <a href={link.href} {...rest}>
      {children}
    </a>
  );
}
