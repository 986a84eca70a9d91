// The pyramid's and the slider's content and rule; what the browser does with them: tests/e2e/native-widgets.e2e.test.ts.
import { describe, expect, it } from 'vitest';
import { okrPyramidSchema } from '../../blocks/okr-pyramid/schema.ts';
import { comparisonView } from '../../blocks/slider-comparison/logic.ts';
import { sliderComparisonSchema } from '../../blocks/slider-comparison/schema.ts';
import { pageBlock } from './support/page-block.ts';

describe('OkrPyramid', () => {
  const props = pageBlock('okr-chief-of-staff', 'okrPyramid', okrPyramidSchema);

  it('has the four levels from the company down to individuals', () => {
    expect(props.levels.map((item) => item.title)).toEqual(['Entreprise', 'Directions', 'Équipes', 'Individus']);
  });
});

describe('comparisonView', () => {
  it('shows the consultant up to the threshold and the Chief of Staff beyond', () => {
    expect(comparisonView(0)).toBe('consultant');
    expect(comparisonView(50)).toBe('consultant');
    expect(comparisonView(51)).toBe('chiefOfStaff');
    expect(comparisonView(100)).toBe('chiefOfStaff');
  });
});

describe('SliderComparison', () => {
  const props = pageBlock('chief-of-staff-vs-consultant', 'sliderComparison', sliderComparisonSchema);

  it('compares the five spec criteria', () => {
    expect(props.rows.map((row) => row.category)).toEqual(['Périmètre', 'Durée', 'Rôle', 'Compétences', 'Impact']);
  });
});
