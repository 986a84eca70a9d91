import { Box, chakra } from '@chakra-ui/react';
import { useId } from 'react';
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
  shown: boolean;
  onShow: () => void;
  onHide: () => void;
}

/**
 * A risk in its cell: a numbered dot naming itself on hover, on keyboard focus and on tap (touch screens
 * have no hover). Escape hides the name again, as a tooltip should be dismissible.
 */
export function RiskMarker({ risk, align, number, description, shown, onShow, onHide }: RiskMarkerProps) {
  const tipId = useId();
  return (
    <Box position="relative" colorPalette={risk.colour}>
      <chakra.button
        type="button"
        // Starts with the number the dot shows, so a voice user saying what they see names it (WCAG 2.5.3).
        aria-label={`${number}. ${risk.name}, ${description}`}
        aria-describedby={shown ? tipId : undefined}
        onMouseEnter={onShow}
        onMouseLeave={onHide}
        onFocus={onShow}
        onBlur={onHide}
        onClick={onShow}
        onKeyDown={(event) => event.key === 'Escape' && onHide()}
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
      {shown && (
        <Box
          id={tipId}
          role="tooltip"
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
      )}
    </Box>
  );
}
