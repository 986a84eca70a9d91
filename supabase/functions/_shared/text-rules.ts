// The text rules the database enforces (migration 20261123090100_visible_text_checks.sql), for the forms and
// the function to apply before anything is sent: a field the form accepts is never refused by the database.
// tests/backend/db/text-rules.test.ts proves this module and private.strip_invisible() agree on every code point.

// Unicode whitespace, controls, format characters (zero-width, bidirectional marks and overrides) and
// default-ignorable code points (variation selectors, Hangul fillers, tags): nothing a reader can see.
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

// Characters markup needs, which no address a visitor types contains.
const MARKUP = /[<>"']/;

const ADDRESS_SHAPE = /^[^@]+@[^@]+\.[^@]+$/;

// The database's limit, in characters (code points) like char_length().
const MAX_ADDRESS_LENGTH = 254;

/** The text without its invisible characters. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** True when nothing in the text would be visible: empty, spaces, tabs, zero-width or format characters only. */
export function isBlank(text: string): boolean {
  return stripInvisible(text) === '';
}

/**
 * Something@something.tld once trimmed (the site trims before storing), with no invisible character
 * (spaces included) and none of < > " '.
 */
export function isEmailAddress(value: string): boolean {
  const address = value.trim();
  return ADDRESS_SHAPE.test(address) && stripInvisible(address) === address && !MARKUP.test(address) && [...address].length <= MAX_ADDRESS_LENGTH;
}
