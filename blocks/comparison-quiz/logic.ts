/** Points an answer gives the Chief of Staff (cos) and the executive assistant (ea). */
export interface QuizPoints {
  cos: number;
  ea: number;
}

/** The only weightings the spec allows: leans Chief of Staff, leans assistant, both, neither. */
const ALLOWED_POINTS: readonly QuizPoints[] = [
  { cos: 3, ea: 1 },
  { cos: 1, ea: 3 },
  { cos: 2, ea: 2 },
  { cos: 1, ea: 1 },
];

export function isAllowedPoints(points: QuizPoints): boolean {
  return ALLOWED_POINTS.some((allowed) => allowed.cos === points.cos && allowed.ea === points.ea);
}

export function totalPoints(chosen: readonly QuizPoints[]): QuizPoints {
  return chosen.reduce((total, points) => ({ cos: total.cos + points.cos, ea: total.ea + points.ea }), { cos: 0, ea: 0 });
}

export type Recommendation = 'cos' | 'ea';

/** The Chief of Staff only when it scores strictly more; a tie goes to the assistant. */
export function recommendation(total: QuizPoints): Recommendation {
  return total.cos > total.ea ? 'cos' : 'ea';
}
