-- Text that only looks filled in, and e-mail addresses that can disguise what they are.
--
-- btrim() strips spaces only: a name made of a no-break space, a tab or a zero-width space passed the
-- "present" checks, and e-mails could carry markup characters or bidirectional overrides. One function says
-- what "invisible" means for every check below, so the checks cannot drift apart; the site's forms apply
-- the same rule (supabase/functions/_shared/text-rules.ts), and tests/backend/db/text-rules.test.ts proves
-- the two agree code point by code point.
--
-- Invisible here is Unicode's White_Space, control (Cc), format (Cf, which holds the bidirectional marks
-- and overrides and the zero-width characters) and Default_Ignorable_Code_Point (variation selectors,
-- Hangul fillers, tags): what \p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point} matches in
-- JavaScript, Unicode 17, written out as ranges since PostgreSQL's regular expressions have no \p{}.
--
-- The function lives outside the schemas the API exposes, so nobody can call it over HTTP. Check constraints
-- run with the inserting role's rights: EXECUTE stays granted to PUBLIC (PostgreSQL's default) because every
-- role that inserts needs it and the function reveals nothing. No USAGE on the schema is needed for that.
--
-- The constraints below are validated against the rows already stored: a hosted project holding rows that
-- break them refuses this migration instead of keeping them unnoticed. Find them with the same function
-- (e.g. `where private.strip_invisible(first_name) = ''`), then clean them and push again.

create schema if not exists private;

create function private.strip_invisible(value text) returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
    value,
    '[\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u115f-\u1160\u1680'
    '\u17b4-\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0'
    '\ufff0-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a'
    '\U000e0000-\U000e0fff]',
    '',
    'g'
  )
$$;

comment on function private.strip_invisible(text) is
  'The text without Unicode whitespace, control, format and default-ignorable characters; '''' means nothing visible.';

-- Same names and bounds as before, "present" now meaning "has a visible character".
alter table public.chief_of_staff_assessments
  drop constraint chief_of_staff_assessments_first_name_present,
  add constraint chief_of_staff_assessments_first_name_present
    check (private.strip_invisible(first_name) <> '' and char_length(first_name) <= 200),
  drop constraint chief_of_staff_assessments_last_name_present,
  add constraint chief_of_staff_assessments_last_name_present
    check (private.strip_invisible(last_name) <> '' and char_length(last_name) <= 200),
  drop constraint chief_of_staff_assessments_company_present,
  add constraint chief_of_staff_assessments_company_present
    check (private.strip_invisible(company) <> '' and char_length(company) <= 200);

alter table public.assessment_answers
  drop constraint assessment_answers_question_text_present,
  add constraint assessment_answers_question_text_present
    check (private.strip_invisible(question_text) <> '' and char_length(question_text) <= 500),
  drop constraint assessment_answers_question_category_present,
  add constraint assessment_answers_question_category_present
    check (private.strip_invisible(question_category) <> '' and char_length(question_category) <= 200);

alter table public.leads
  drop constraint leads_company_name_present,
  add constraint leads_company_name_present
    check (private.strip_invisible(company_name) <> '' and char_length(company_name) <= 200),
  drop constraint leads_sector_present,
  add constraint leads_sector_present
    check (private.strip_invisible(sector) <> '' and char_length(sector) <= 200);

-- An address holds no invisible character at all (spaces included) and none of < > " ', which have no
-- place in an address a visitor types and are what markup injected through it would need.
alter domain public.email_address
  add constraint email_address_characters
    check (value = private.strip_invisible(value) and value !~ '[<>"'']');
