-- Tables for the four things the site stores (spec section 3).
--
-- E-mail normalisation is checked (value = lower(btrim(value))), not done by a normalising trigger: the site
-- already trims and lower-cases (spec call 1), so a check only turns a client bug into a visible 400 instead
-- of silently rewriting data, it keeps the unique constraint on newsletter e-mails meaningful, and anyone
-- reading the schema sees it. The check lives in one domain so the three tables cannot drift apart; a domain
-- check failure is SQLSTATE 23514 like a table CHECK. submit_assessment() normalises on the server since it
-- owns its input.
--
-- Length bounds are not in the spec; they exist because these tables accept inserts from anyone on the
-- internet, and they match the bounds the generate-job-description function validates.

create domain public.email_address as text
  constraint email_address_normalised check (value = lower(btrim(value)))
  constraint email_address_format check (
    char_length(value) <= 254 and value ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
  );

create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email public.email_address not null,
  opt_in_confirmed boolean not null default false,
  created_at timestamptz not null default now(),
  constraint newsletter_subscriptions_email_key unique (email)
);

create table public.chief_of_staff_assessments (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  company text not null,
  email public.email_address not null,
  final_score integer not null,
  needs_chief_of_staff boolean not null,
  -- Set null rather than cascade: deleting an account must not erase the consultancy's assessment records,
  -- only their link to a person who asked to be forgotten.
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint chief_of_staff_assessments_first_name_present check (btrim(first_name) <> '' and char_length(first_name) <= 200),
  constraint chief_of_staff_assessments_last_name_present check (btrim(last_name) <> '' and char_length(last_name) <= 200),
  constraint chief_of_staff_assessments_company_present check (btrim(company) <> '' and char_length(company) <= 200),
  constraint chief_of_staff_assessments_final_score_range check (final_score between 0 and 100),
  -- The spec's threshold (needed above 49) stated once more here so a stored row can never contradict its score.
  constraint chief_of_staff_assessments_needs_matches_score check (needs_chief_of_staff = (final_score > 49))
);

create index chief_of_staff_assessments_user_id_idx on public.chief_of_staff_assessments (user_id);

create table public.assessment_answers (
  id uuid primary key default gen_random_uuid(),
  assessment_id uuid not null references public.chief_of_staff_assessments (id) on delete cascade,
  question_id text not null,
  question_text text not null,
  question_category text not null,
  answer_value integer not null,
  created_at timestamptz not null default now(),
  constraint assessment_answers_one_per_question unique (assessment_id, question_id),
  constraint assessment_answers_question_id_format check (question_id ~ '^q([1-9]|1[0-6])$'),
  constraint assessment_answers_question_text_present check (btrim(question_text) <> '' and char_length(question_text) <= 500),
  constraint assessment_answers_question_category_present check (
    btrim(question_category) <> '' and char_length(question_category) <= 200
  ),
  constraint assessment_answers_answer_value_range check (answer_value between 1 and 10)
);

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  company_name text not null,
  company_size text not null,
  sector text not null,
  missions text,
  salary_range text,
  email public.email_address not null,
  created_at timestamptz not null default now(),
  constraint leads_company_name_present check (btrim(company_name) <> '' and char_length(company_name) <= 200),
  constraint leads_company_size_known check (company_size in ('0-10', '11-49', '50-100', '101+')),
  constraint leads_sector_present check (btrim(sector) <> '' and char_length(sector) <= 200),
  constraint leads_missions_length check (char_length(missions) <= 4000),
  constraint leads_salary_range_length check (char_length(salary_range) <= 200)
);
