import { SiteAnchor } from '../links/SiteAnchor.tsx';
import type { Cta } from '../schema/link.ts';
import { ctaVariant, type CtaEmphasis } from './cta-variant.ts';
import { ctaLinks } from './CtaLink.styles.ts';

/**
 * A call to action inside an island: CtaButton's look (engine/ui-kit/CtaButton.tsx) with compiled styles, so that
 * the island loads no style engine. `dark` when the island sits on a dark surface.
 */
export function CtaLink({ cta, emphasis = 'primary', size = 'lg', dark = false }: { cta: Cta; emphasis?: CtaEmphasis; size?: 'md' | 'lg'; dark?: boolean }) {
  return (
    <SiteAnchor link={cta.href} className={ctaLinks[ctaVariant(emphasis, dark)][size]}>
      {cta.label}
    </SiteAnchor>
  );
}
