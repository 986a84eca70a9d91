import { describe, expect, it } from 'vitest';
import { normaliseEmail, stripInvisible } from '../../../supabase/functions/_shared/text-rules.ts';
import { sharedBackend } from '../support/backend.ts';

const { database: db } = sharedBackend();

const LAST_CODE_POINT = 0x10ffff;
const isSurrogate = (codePoint: number) => codePoint >= 0xd800 && codePoint <= 0xdfff;

// Every code point PostgreSQL text can hold: not NUL, not a surrogate.
function everyCharacter(): string[] {
  const characters: string[] = [];
  for (let codePoint = 1; codePoint <= LAST_CODE_POINT; codePoint++) {
    if (!isSurrogate(codePoint)) characters.push(String.fromCodePoint(codePoint));
  }
  return characters;
}

const hex = (character: string) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

describe('private.strip_invisible() and text-rules.ts', () => {
  it('remove exactly the same characters, on every code point: the forms never accept what the database refuses', async () => {
    // One call on a string of every character: a call per code point would take seconds on PGlite.
    const { rows } = await db().transaction((sql) =>
      sql.query<{ kept: string }>(
        `select private.strip_invisible(string_agg(chr(code_point), '' order by code_point)) as kept
           from generate_series(1, $1::integer) as code_point
          where code_point not between 55296 and 57343`,
        [LAST_CODE_POINT],
      ),
    );
    const keptByDatabase = new Set(rows[0]?.kept ?? '');
    const all = everyCharacter();
    const keptByForms = new Set(stripInvisible(all.join('')));
    const disagreements = all.filter((character) => keptByDatabase.has(character) !== keptByForms.has(character)).map(hex);
    expect(disagreements).toEqual([]);
    // Not two empty results agreeing: most characters are visible, and the examples are not.
    expect(keptByDatabase.size).toBeGreaterThan(1_000_000);
    expect(['\u00a0', '\t', '\u200b', '\u202e', '\u2060', '\ufeff'].filter((character) => keptByDatabase.has(character))).toEqual([]);
  });
});

describe('private.normalise_email() and normaliseEmail()', () => {
  it('store an address the same way: trimmed of every invisible character at its ends, lower-cased, nothing inside touched', async () => {
    const invisible = everyCharacter().filter((character) => stripInvisible(character) === '');
    const addresses = [
      'Jean.Dupont@Exemple.fr',
      'jean.dupont@exemple.fr ',
      "O'Brien@Exemple.FR",
      `${invisible.join('')}Claire+Lettre@Mail.Atelier.fr${invisible.join('')}`,
      'inner\u00a0space@exemple.fr',
      '\u202eJeanne@exemple.fr\u200b',
    ];
    const { rows } = await db().transaction((sql) =>
      sql.query<{ stored: string }>(
        'select private.normalise_email(address) as stored from unnest($1::text[]) with ordinality as typed(address, position) order by position',
        [addresses],
      ),
    );
    expect(rows.map((row) => row.stored)).toEqual(addresses.map(normaliseEmail));
    expect(rows[3]?.stored).toBe('claire+lettre@mail.atelier.fr');
    expect(invisible.length).toBeGreaterThan(4_000);
  });
});
