import { describe, expect, it } from 'vitest';
import { fieldValues, sameFieldValues } from '../../engine/render/use-entered-before-hydration.ts';

describe('field values read from a form', () => {
  it('reads each named field, an empty text for one the form lacks', () => {
    const data = new FormData();
    data.set('firstName', 'Claire');
    expect(fieldValues(data, ['firstName', 'email'])).toEqual({ firstName: 'Claire', email: '' });
  });

  it('are the same only when every field holds the same text', () => {
    expect(sameFieldValues({ firstName: 'Claire', email: '' }, { firstName: 'Claire', email: '' })).toBe(true);
    expect(sameFieldValues({ firstName: 'Claire', email: '' }, { firstName: 'Claire', email: 'c@exemple.fr' })).toBe(false);
    expect(sameFieldValues({ firstName: 'Claire' } as Record<string, string>, { firstName: 'Claire', email: '' })).toBe(false);
  });
});
