import { describe, expect, it } from 'vitest';
import { isBlank, isEmailAddress, normaliseEmail, stripInvisible } from '../../supabase/functions/_shared/text-rules.ts';

// The characters the issue found stored as names: none of them shows anything.
const INVISIBLE = {
  'a space': ' ',
  'a no-break space': '\u00a0',
  'a tab': '\t',
  'a line break': '\n',
  'a zero-width space': '\u200b',
  'a left-to-right mark': '\u200e',
  'a right-to-left override': '\u202e',
  'a word joiner': '\u2060',
  'an invisible separator': '\u2063',
  'a first-strong isolate': '\u2068',
  'a byte order mark': '\ufeff',
  'a soft hyphen': '\u00ad',
  'a Hangul filler': '\u3164',
  'a variation selector': '\ufe0f',
  'a tag character': '\u{e0041}',
  'a control character': '\u0007',
};

describe('isBlank', () => {
  it.each(Object.entries(INVISIBLE))('is true for %s alone, and for it repeated', (_name, character) => {
    expect(isBlank(character)).toBe(true);
    expect(isBlank(character.repeat(3))).toBe(true);
  });

  it('is true for the empty string and for a mix of invisible characters', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank(Object.values(INVISIBLE).join(''))).toBe(true);
  });

  it.each(['Zoé', 'Ñ', '李', '🚀', '.', '-', '\u00a0Inès\u200b', 'ا'])('is false for %j, which shows something', (text) => {
    expect(isBlank(text)).toBe(false);
  });
});

describe('stripInvisible', () => {
  it('keeps visible characters in their order and drops the rest', () => {
    expect(stripInvisible('\u202eA\u200b b\u00a0\tc\ufeff')).toBe('Abc');
    expect(stripInvisible('Élodie 🚀')).toBe('Élodie🚀');
  });
});

describe('normaliseEmail', () => {
  it.each([
    ['Jean.Dupont@Exemple.fr', 'jean.dupont@exemple.fr'],
    ['Jean.Dupont@Exemple.fr ', 'jean.dupont@exemple.fr'],
    ['\u00a0\tÉlodie@Exemple.FR\u200b\n', 'élodie@exemple.fr'],
    ["O'Brien@Exemple.fr", "o'brien@exemple.fr"],
  ])('stores %j as %j (trimmed of what nothing shows, lower-cased)', (typed, stored) => {
    expect(normaliseEmail(typed)).toBe(stored);
  });

  it('leaves what is inside the address as it is', () => {
    expect(normaliseEmail('a b\u200b@x.fr')).toBe('a b\u200b@x.fr');
  });
});

describe('isEmailAddress', () => {
  it.each([
    'claire@atelier-nord.fr',
    'claire.martin+lettre@atelier-nord.fr',
    'élodie@exemple.fr',
    '  claire@atelier-nord.fr  ',
    'Jean.Dupont@Exemple.fr ',
    "o'brien@exemple.fr",
    'prenom.nom@mail.atelier-nord.co.uk',
  ])('accepts %j (it is normalised before storing)', (address) => {
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    ['no @', 'claire.atelier-nord.fr'],
    ['no domain dot', 'claire@atelier'],
    ['nothing before the @', '@atelier.fr'],
    ['an inner space', 'claire @atelier.fr'],
    ['an inner no-break space', 'claire\u00a0m@atelier.fr'],
    ['a zero-width space', 'claire\u200b@atelier.fr'],
    ['a right-to-left override', 'claire\u202e@atelier.fr'],
    ['a left-to-right isolate', 'claire\u2066@atelier.fr'],
    ['a control character', 'claire\u0007@atelier.fr'],
    ['markup', '<script>alert(1)</script>@x.fr'],
    ['a double quote', '"claire"@atelier.fr'],
    ['over 254 characters', `${'a'.repeat(244)}@atelier.fr`],
  ])('refuses an address with %s', (_case, address) => {
    expect(isEmailAddress(address)).toBe(false);
  });

  it('accepts 254 characters, the database’s limit', () => {
    expect(isEmailAddress(`${'a'.repeat(243)}@atelier.fr`)).toBe(true);
  });
});
