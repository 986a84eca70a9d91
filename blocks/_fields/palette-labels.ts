/** The palettes content may colour a chip or a marker with, as the editor names them. */
export const paletteLabels = {
  brand: 'Marine (marque)',
  accent: 'Laiton (accent)',
  green: 'Vert',
  yellow: 'Jaune',
  orange: 'Orange',
  red: 'Rouge',
  gray: 'Gris',
} as const;
