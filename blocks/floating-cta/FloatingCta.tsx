import { Box } from '@chakra-ui/react';
import { MessageCircle } from 'lucide-react';
import { SiteAnchor } from '../../engine/links/SiteAnchor.tsx';
import { footerTimeline } from '../../engine/theme/footer-timeline.ts';
import { ctaLinks } from '../../engine/ui-kit/CtaLink.styles.ts';
import type { FloatingCtaProps } from './schema.ts';

// Scroll-driven animations (CSS): the button follows the page's scroll from the first paint, with no script to
// wait for. Where the browser has none, it simply stays in view.
const scrollDriven = '@supports (animation-timeline: scroll())';
// Out of view: transparent and below the bottom edge of the screen, where it takes no click.
const floatIn = { animationName: 'float-in', animationTimingFunction: 'linear', animationFillMode: 'both' } as const;
// The page's scroll brings it in: until its timeline has taken the scroll position (a page's first frame on a busy
// CPU), the button stays where the top of the page has it, out of view, instead of showing for a frame.
const outOfView = { opacity: '0', transform: 'translateY(150%)' } as const;
// Focused, it shows whatever the scroll: an animation outweighs every declaration but an important one.
const inViewWhenFocused = { _focusWithin: { opacity: '1 !important', transform: 'none !important' } } as const;
// With reduced motion, it appears and goes at once instead of gliding with the scroll.
const noGlide = { _motionReduce: { animationTimingFunction: 'step-end' } } as const;

/**
 * A booking button pinned bottom-right. It has no band of its own (unlike other blocks): it floats.
 * It comes in once the visitor has scrolled past half a screen (the hero has its own call to action) and
 * steps aside as the footer, which carries the same button, comes into view. Out of view it stays in the tab
 * order and shows when focused, so keyboard users can reach it; on small screens it shrinks to a round icon
 * so it hides as little of the text as possible.
 */
export default function FloatingCta({ id, cta }: FloatingCtaProps) {
  return (
    <Box
      id={id}
      position="fixed"
      insetEnd={{ base: '4', md: '6' }}
      bottom={{ base: '4', md: '6' }}
      zIndex="docked"
      {...inViewWhenFocused}
      css={{ [scrollDriven]: { ...outOfView, ...floatIn, animationTimeline: 'scroll(root)', animationRange: '50vh calc(50vh + 4rem)', ...noGlide } }}
    >
      <Box
        {...inViewWhenFocused}
        css={{
          [scrollDriven]: { ...floatIn, animationDirection: 'reverse', animationTimeline: footerTimeline, animationRange: 'entry 0% entry 4rem', ...noGlide },
        }}
      >
        <Box asChild boxShadow="cardHover" px={{ base: '0', md: '6' }} minW={{ base: '14', md: 'auto' }} h="14">
          <SiteAnchor link={cta.href} className={ctaLinks.accent.lg}>
            <MessageCircle size={22} aria-hidden="true" />
            <Box as="span" srOnly={{ base: true, md: false }}>
              {cta.label}
            </Box>
          </SiteAnchor>
        </Box>
      </Box>
    </Box>
  );
}
