import type { ThemingConfig } from '@chakra-ui/react';

/** The brand's colour scales: navy (`brand`), brass (`accent`), the ivory of the paper and two slate greys. */
export const palette = {
  brand: {
    50: { value: '#EEF2F8' },
    100: { value: '#D7E0EE' },
    200: { value: '#AFC0DA' },
    300: { value: '#8099BF' },
    400: { value: '#52719F' },
    500: { value: '#34537F' },
    600: { value: '#243F66' },
    700: { value: '#1A3052' },
    800: { value: '#132440' },
    900: { value: '#0E1B31' },
    950: { value: '#0A1424' },
  },
  accent: {
    50: { value: '#FBF6EC' },
    100: { value: '#F4E8CF' },
    200: { value: '#E9D2A2' },
    300: { value: '#DDB972' },
    400: { value: '#D0A34F' },
    500: { value: '#C08A35' },
    600: { value: '#A3712A' },
    700: { value: '#7F5722' },
    800: { value: '#5E4019' },
    900: { value: '#3F2B11' },
  },
  ivory: {
    50: { value: '#FBFAF7' },
    100: { value: '#F4F1EA' },
    200: { value: '#E7E1D5' },
    300: { value: '#D6CDBB' },
  },
  slate: {
    300: { value: '#C3CAD6' },
    600: { value: '#4A5568' },
  },
} satisfies NonNullable<ThemingConfig['tokens']>['colors'];
