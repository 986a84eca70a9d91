import { SiteAnchor } from '../links/SiteAnchor.tsx';
import type { Cta } from '../schema/link.ts';
import { ctaVariant, type CtaEmphasis } from './cta-variant.ts';
import { ctaLinks } from './CtaLink.styles.ts';

type CtaLinkProps = { cta: Cta; emphasis?: CtaEmphasis; size?: 'sm' | 'md' | 'lg'; dark?: boolean };

/**
 * A call to action: the brand's button variant for its emphasis and surface, with compiled styles, so that an island
 * draws it without a style engine. `dark` when it sits on a dark surface; static blocks use CtaButton, which knows
 * the surface of their section.
 */
export function CtaLink({ cta, emphasis = 'primary', size = 'lg', dark = false }: CtaLinkProps) {
  return (
    <SiteAnchor link={cta.href} className={ctaLinks[ctaVariant(emphasis, dark)][size]}>
      {cta.label}
    </SiteAnchor>
  );
}
