/** The matrix is 3 × 3: low, medium, high on both axes. */
export const LEVEL_COUNT = 3;

/** The band of a probability or impact between 0 and 1: below 1/3 low, below 2/3 medium, from 2/3 high. */
export function matrixLevel(value: number): number {
  return Math.min(LEVEL_COUNT - 1, Math.floor(value * LEVEL_COUNT));
}

export interface MatrixCell {
  /** 0 = low probability … 2 = high. */
  column: number;
  /** 0 = low impact … 2 = high. */
  row: number;
}

export function riskCell(risk: { probability: number; impact: number }): MatrixCell {
  return { column: matrixLevel(risk.probability), row: matrixLevel(risk.impact) };
}

/** A cell's colour palette by severity, from the calm corner (low, low) to the critical one (high, high). */
export const SEVERITY_PALETTES = ['green', 'green', 'yellow', 'orange', 'red'] as const;

/** 0 (low probability, low impact) to 4 (high, high): drives the cell's colour. */
export function cellSeverity({ column, row }: MatrixCell): number {
  return column + row;
}
