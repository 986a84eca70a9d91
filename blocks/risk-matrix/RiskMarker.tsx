import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import type { RiskSample } from './schema.ts';

const tipPlacement = {
  start: { left: '0' },
  center: { left: '50%', transform: 'translateX(-50%)' },
  end: { right: '0' },
} as const;

interface RiskMarkerProps {
  risk: RiskSample;
  /** Which side the name opens towards, so it stays inside the matrix at its edges. */
  align: 'start' | 'center' | 'end';
  number: number;
  description: string;
}

/**
 * A risk in its cell: a numbered dot naming itself on hover, on keyboard focus and on tap (touch screens
 * have no hover), all through CSS, from the first paint. Escape hides the name again, as a tooltip
 * should be dismissible, until the pointer or the focus leaves.
 */
export function RiskMarker({ risk, align, number, description }: RiskMarkerProps) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <Box
      position="relative"
      colorPalette={risk.colour}
      data-dismissed={dismissed || undefined}
      css={{ '&:not([data-dismissed]):has(> button:is(:hover, :focus)) > [role="tooltip"]': { display: 'block' } }}
    >
      <chakra.button
        type="button"
        // Starts with the number the dot shows, so a voice user saying what they see names it (WCAG 2.5.3).
        aria-label={`${number}. ${risk.name}, ${description}`}
        onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
        onMouseLeave={() => setDismissed(false)}
        onBlur={() => setDismissed(false)}
        boxSize={{ base: '8', md: '10' }}
        borderRadius="full"
        bg="colorPalette.solid"
        color="colorPalette.contrast"
        fontWeight="700"
        boxShadow="card"
        cursor="pointer"
        transition="transform 0.15s ease"
        _hover={{ transform: 'scale(1.1)' }}
        _motionReduce={{ transition: 'none', _hover: { transform: 'none' } }}
        _focusVisible={{ outline: '3px solid', outlineColor: 'accent.solid', outlineOffset: '2px' }}
      >
        {number}
      </chakra.button>
      {/* The button's name already says it: this is for the eyes. */}
      <Box
        role="tooltip"
        aria-hidden="true"
        display="none"
        position="absolute"
        bottom="calc(100% + 8px)"
        {...tipPlacement[align]}
        zIndex="tooltip"
        whiteSpace="nowrap"
        px="3"
        py="1.5"
        borderRadius="md"
        bg="brand.solid"
        color="brand.contrast"
        fontSize="sm"
        fontWeight="600"
        boxShadow="cardHover"
        pointerEvents="none"
      >
        {risk.name}
      </Box>
    </Box>
  );
}
