import { describe, expect, it } from 'vitest';
import { canSubscribe } from '../../../blocks/_shell/newsletter/logic.ts';

describe('canSubscribe', () => {
  it('needs an e-mail and consent', () => {
    expect(canSubscribe('claire@atelier-nord.fr', true)).toBe(true);
    expect(canSubscribe('claire@atelier-nord.fr', false)).toBe(false);
    expect(canSubscribe('', true)).toBe(false);
  });

  it.each([' ', '\u00a0', '\t', '\u200b', '\u2060\ufeff'])('counts an e-mail of %j only as none', (email) => {
    expect(canSubscribe(email, true)).toBe(false);
  });
});
