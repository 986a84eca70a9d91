import { css, cx } from '../../styled-system/css/index.js';
import { button } from '../../styled-system/recipes/index.js';
import { SiteAnchor } from '../links/SiteAnchor.tsx';
import type { Cta } from '../schema/link.ts';
import { ctaVariant, type CtaEmphasis } from './cta-variant.ts';

// The outline variant on a light surface is drawn in the brand's colour, as CtaButton draws it.
const brandOutline = css({ borderRadius: 'full', borderColor: 'brand.solid', color: 'brand.solid' });

/**
 * A call to action inside an island: CtaButton's look (engine/ui-kit/CtaButton.tsx) with compiled styles, so that
 * the island loads no style engine. `dark` when the island sits on a dark surface.
 */
export function CtaLink({ cta, emphasis = 'primary', size = 'lg', dark = false }: { cta: Cta; emphasis?: CtaEmphasis; size?: 'md' | 'lg'; dark?: boolean }) {
  const variant = ctaVariant(emphasis, dark);
  return (
    <SiteAnchor link={cta.href} className={cx(button({ variant, size }), variant === 'outline' && brandOutline)}>
      {cta.label}
    </SiteAnchor>
  );
}
