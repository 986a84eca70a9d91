import { Link, type LinkProps } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { SiteAnchor } from '../links/SiteAnchor.tsx';
import type { Cta } from '../schema/link.ts';

/** A text link with a trailing arrow: the secondary action of a card. */
export function ArrowLink({ cta, describedBy, ...style }: { cta: Cta; describedBy?: string } & Omit<LinkProps, 'asChild'>) {
  return (
    <Link asChild variant="standalone" _hover={{ color: 'accent.fg' }} {...style}>
      <SiteAnchor link={cta.href} aria-describedby={describedBy}>
        {cta.label}
        <ArrowRight size={16} aria-hidden="true" />
      </SiteAnchor>
    </Link>
  );
}
