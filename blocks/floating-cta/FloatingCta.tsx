import { Box, Button } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { SiteAnchor } from '../../engine/links/SiteAnchor.tsx';
import type { FloatingCtaProps } from './schema.ts';
import { useFloatingVisibility } from './use-floating-visibility.ts';

const hidden = { opacity: 0, transform: 'translateY(150%)', pointerEvents: 'none' } as const;
const visible = { opacity: 1, transform: 'none', pointerEvents: 'auto' } as const;

/**
 * A booking button pinned bottom-right. It has no band of its own (unlike other blocks): it floats.
 * Out of view it stays in the tab order and slides in when focused, so keyboard users can reach it;
 * on small screens it shrinks to a round icon so it hides as little of the text as possible.
 */
export default function FloatingCta({ id, cta }: FloatingCtaProps) {
  const shown = useFloatingVisibility();
  return (
    <Box
      id={id}
      position="fixed"
      insetEnd={{ base: '4', md: '6' }}
      bottom={{ base: '4', md: '6' }}
      zIndex="docked"
      transition="opacity 0.25s ease, transform 0.25s ease"
      _motionReduce={{ transition: 'none' }}
      {...(shown ? visible : hidden)}
      _focusWithin={visible}
    >
      <Button asChild variant="accent" size="lg" boxShadow="cardHover" px={{ base: '0', md: '6' }} minW={{ base: '14', md: 'auto' }} h="14">
        <SiteAnchor link={cta.href}>
          <MessageCircle size={22} aria-hidden="true" />
          <Box as="span" srOnly={{ base: true, md: false }}>
            {cta.label}
          </Box>
        </SiteAnchor>
      </Button>
    </Box>
  );
}
