-- What a hosted Supabase database already has before our migrations run, reduced to the part they rely on:
-- the API roles, the auth schema with auth.uid()/auth.jwt()/auth.role(), a minimal auth.users, and Supabase's
-- permissive default privileges. The default privileges are reproduced on purpose: hosted Supabase grants
-- every new table and function to anon, so the migrations must revoke explicitly, and this bootstrap makes a
-- migration that forgets to do so fail the local tests instead of passing them by accident.
-- Used by the embedded PGlite backend and by tests/backend/run-on-postgres.sh. Idempotent.

do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

-- The part of Supabase Auth's tables the local Auth API (supabase/local/auth-api.ts) uses, with hosted Supabase's
-- names and types; the real tables have more columns. `add column if not exists`: a database bootstrapped
-- before these columns existed gets them.
create table if not exists auth.users (
  id uuid primary key,
  email text,
  created_at timestamptz not null default now()
);
alter table auth.users
  add column if not exists aud varchar(255) not null default 'authenticated',
  add column if not exists role varchar(255) not null default 'authenticated',
  add column if not exists encrypted_password varchar(255),
  add column if not exists email_confirmed_at timestamptz,
  add column if not exists invited_at timestamptz,
  add column if not exists confirmation_token varchar(255),
  add column if not exists confirmation_sent_at timestamptz,
  add column if not exists recovery_token varchar(255),
  add column if not exists recovery_sent_at timestamptz,
  add column if not exists last_sign_in_at timestamptz,
  add column if not exists raw_app_meta_data jsonb not null default '{"provider": "email", "providers": ["email"]}',
  add column if not exists raw_user_meta_data jsonb not null default '{}',
  add column if not exists updated_at timestamptz not null default now();
create unique index if not exists users_email_key on auth.users (email);

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One row per refresh token: a refresh revokes the token it used and issues its child (`parent`); a logout
-- deletes the session and its tokens with it.
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id varchar(255) not null,
  revoked boolean not null default false,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Same definitions as Supabase's: claims come from the per-request setting PostgREST fills from the JWT.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(
    coalesce(
      current_setting('request.jwt.claim.sub', true),
      (current_setting('request.jwt.claims', true)::jsonb ->> 'sub')
    ),
    ''
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select nullif(
    coalesce(
      current_setting('request.jwt.claim.role', true),
      (current_setting('request.jwt.claims', true)::jsonb ->> 'role')
    ),
    ''
  )::text
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;
