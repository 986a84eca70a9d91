import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { contentWords } from '../../locale/content.ts';

// The editor tells the French owner what a text or a list needs as a person says it, not as zod words it.
const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value, { error: contentWords.zodErrors }).error?.issues[0]?.message;

describe('the editor’s French messages on sizes', () => {
  it('asks for an empty text to be filled in', () => {
    expect(messageOf(z.string().min(1), '')).toBe('Ce champ ne peut pas rester vide.');
  });

  it('gives the number of characters a text needs, or may not pass, with a no-break space', () => {
    expect(messageOf(z.string().min(3), 'ab')).toBe('Au moins 3\u00a0caractères.');
    expect(messageOf(z.string().max(1), 'ab')).toBe('1\u00a0caractère au plus.');
  });

  it('gives the number of items a list needs, or may not pass, or must have exactly', () => {
    expect(messageOf(z.array(z.string()).min(2), ['a'])).toBe('Au moins 2\u00a0éléments.');
    expect(messageOf(z.array(z.string()).max(4), ['a', 'b', 'c', 'd', 'e'])).toBe('4\u00a0éléments au plus.');
    expect(messageOf(z.array(z.string()).length(2), ['a'])).toBe('Exactement 2\u00a0éléments.');
  });

  it('leaves other problems to zod’s French, set with French spacing', () => {
    expect(messageOf(z.number(), 'x')).toMatch(/^Entrée invalide\u00a0: /);
  });
});
