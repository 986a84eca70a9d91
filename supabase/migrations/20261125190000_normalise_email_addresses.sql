-- E-mail addresses are stored trimmed and lower-cased (spec section 3), whoever sends them.
--
-- Until now the database only checked it (value = lower(btrim(value))): the site's forms normalised, but a
-- request crafted by hand with 'Jean.Dupont@Exemple.fr' got a 23514 where the spec wants the address stored,
-- or 'Déjà inscrit' (23505) when it is already on the list. Now a trigger on each table normalises the
-- address before it is stored, so the unique constraint compares normalised addresses, and the domain
-- checks the address as it will be stored.
--
-- Trimming removes the characters nothing shows at either end (the same set as private.strip_invisible(),
-- which stays the definition of "invisible"): the trailing space or no-break space a phone's autofill types.
-- Inside the address such a character is still refused. The apostrophe, valid in an address's local part
-- (o'brien@exemple.fr) and common in French and Irish names, is no longer refused; < > " still are.
-- The forms apply the same rules (supabase/functions/_shared/text-rules.ts); tests/backend/db/text-rules.test.ts
-- proves the two agree.
--
-- lower() folds case by the database's collation: hosted Supabase folds every letter; a cluster created with
-- the C locale (the test cluster) folds ASCII letters only. The forms always send lower case.

-- The one character class "invisible" means, shared by stripping and trimming. The two functions that use it
-- are SECURITY DEFINER: check constraints run as the inserting visitor, who may call them (EXECUTE is granted
-- to PUBLIC) but has no USAGE on the private schema their bodies name. They only compute on their argument.
create function private.invisible_character_class() returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '[\u0001-\u0020\u007f-\u00a0\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u115f-\u1160\u1680'
    '\u17b4-\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0'
    '\ufff0-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a'
    '\U000e0000-\U000e0fff]'
$$;

create or replace function private.strip_invisible(value text) returns text
language sql
immutable
strict
parallel safe
security definer
set search_path = ''
as $$
  select pg_catalog.regexp_replace(value, private.invisible_character_class(), '', 'g')
$$;

create function private.normalise_email(value text) returns text
language sql
immutable
strict
parallel safe
security definer
set search_path = ''
as $$
  select pg_catalog.lower(
    pg_catalog.regexp_replace(
      value,
      '^' || private.invisible_character_class() || '+|' || private.invisible_character_class() || '+$',
      '',
      'g'
    )
  )
$$;

comment on function private.normalise_email(text) is
  'The address as stored: without invisible characters at either end, lower-cased.';

-- The domain now judges the address once normalised: a raw value is coerced to the domain before any trigger
-- runs, so checking the raw value would refuse ' Jean@Exemple.fr ' before the trigger could normalise it.
alter domain public.email_address drop constraint email_address_normalised;
alter domain public.email_address drop constraint email_address_format;
alter domain public.email_address drop constraint email_address_characters;
alter domain public.email_address
  add constraint email_address_format check (
    char_length(private.normalise_email(value)) <= 254
    and private.normalise_email(value) ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
  );
alter domain public.email_address
  add constraint email_address_characters check (
    private.normalise_email(value) = private.strip_invisible(private.normalise_email(value))
    and value !~ '[<>"]'
  );

-- SECURITY DEFINER: the trigger runs as the visitor, who has no USAGE on the private schema its body names.
-- It only rewrites the row's own address.
create function private.normalise_email_column() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.email := private.normalise_email(new.email);
  return new;
end;
$$;

revoke all on function private.normalise_email_column() from public;

create trigger normalise_email before insert or update of email on public.newsletter_subscriptions
  for each row execute function private.normalise_email_column();
create trigger normalise_email before insert or update of email on public.leads
  for each row execute function private.normalise_email_column();
create trigger normalise_email before insert or update of email on public.chief_of_staff_assessments
  for each row execute function private.normalise_email_column();

-- Every stored address is normalised: the domain no longer says so, the tables do.
alter table public.newsletter_subscriptions
  add constraint newsletter_subscriptions_email_normalised check (email = private.normalise_email(email));
alter table public.leads
  add constraint leads_email_normalised check (email = private.normalise_email(email));
alter table public.chief_of_staff_assessments
  add constraint chief_of_staff_assessments_email_normalised check (email = private.normalise_email(email));
