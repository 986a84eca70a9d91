// The text rules the database enforces (migration 20261123090100_visible_text_checks.sql), for the forms and
// the function to apply before anything is sent: a field the form accepts is never refused by the database.
// tests/backend/db/text-rules.test.ts proves this module and private.strip_invisible() agree on every code point.

// Unicode whitespace, controls, format characters (zero-width, bidirectional marks and overrides) and
// default-ignorable code points (variation selectors, Hangul fillers, tags): nothing a reader can see.
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

// The same characters at either end of a text (\p{…} classes inside one bracket: one code point each).
const INVISIBLE_AT_ENDS = new RegExp(`^${INVISIBLE.source}+|${INVISIBLE.source}+$`, 'gu');

// Characters markup needs, which no address contains. The apostrophe is not one of them: it is valid in an
// address's local part (o'brien@exemple.fr), and HTML escaping, not refusal, keeps it harmless.
const MARKUP = /[<>"]/;

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
 * The address as it is stored (spec section 3): without invisible characters at either end (the trailing
 * space or no-break space a phone's autofill types), lower-cased. The database normalises the same way
 * (private.normalise_email()), so a case variant of a stored address is the same address.
 */
export function normaliseEmail(value: string): string {
  return value.replace(INVISIBLE_AT_ENDS, '').toLowerCase();
}

/**
 * Something@something.tld once normalised, with no invisible character inside (spaces included) and none of
 * < > ". What RFC 5321/5322 allow in practice passes: ' + . in the local part, sub-domains.
 */
export function isEmailAddress(value: string): boolean {
  const address = normaliseEmail(value);
  return ADDRESS_SHAPE.test(address) && stripInvisible(address) === address && !MARKUP.test(address) && [...address].length <= MAX_ADDRESS_LENGTH;
}
