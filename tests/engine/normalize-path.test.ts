import { describe, expect, it } from 'vitest';
import { normalizePath } from '../../engine/render/normalize-path.ts';

describe('normalizePath', () => {
  it('takes a route with or without its trailing slashes as one route', () => {
    expect(normalizePath('/services/')).toBe('/services');
    expect(normalizePath('/services//')).toBe('/services');
    expect(normalizePath('/services')).toBe('/services');
  });

  it('keeps the home page as "/"', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
  });
});
