/** The spec's rating vocabulary for the media and bank matrices, weakest first. */
export const RATING_SCALES = {
  impact: ['Moyen', 'Élevé', 'Très élevé'],
  probability: ['Moyenne', 'Forte', 'Certaine'],
  potential: ['Moyen', 'Élevé', 'Très élevé'],
  feasibility: ['Moyenne', 'Élevée'],
} as const;

export type RatingKind = keyof typeof RATING_SCALES;
export type Rating<K extends RatingKind> = (typeof RATING_SCALES)[K][number];

/** 0 for the weakest value of a scale up to 1 for the strongest: how strongly its badge is coloured. */
export function ratingStrength<K extends RatingKind>(kind: K, value: Rating<K>): number {
  const scale: readonly string[] = RATING_SCALES[kind];
  return scale.indexOf(value) / (scale.length - 1);
}
