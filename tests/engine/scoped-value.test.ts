import { describe, expect, it } from 'vitest';
import { scopedValue } from '../../engine/site/scoped-value.ts';

describe('a scoped value', () => {
  it('holds what was set for the whole process', () => {
    const site = scopedValue('none');
    site.set('cap');
    expect(site.get()).toBe('cap');
  });

  it('holds a value for one call only, nested calls included, and gives the one before back', () => {
    const site = scopedValue('own');
    const seen = site.within('drafts', () => [site.get(), site.within('other', () => site.get()), site.get()]);
    expect(seen).toEqual(['drafts', 'other', 'drafts']);
    expect(site.get()).toBe('own');
  });

  it('gives the value before back when the call throws', () => {
    const site = scopedValue('own');
    expect(() =>
      site.within('broken', () => {
        throw new Error('invalid page');
      }),
    ).toThrow('invalid page');
    expect(site.get()).toBe('own');
  });
});
