-- The site's owner edits the content from /admin/: who is an editor, and the drafts editors keep on the server.
--
-- Roles live in a table read by the policies (Supabase's custom-claims / user_roles guidance), never in
-- user_metadata, which a signed-in user may change about themselves. Only service_role (the invite command)
-- grants the role. Supabase's default privileges grant everything on new tables and functions to anon and
-- authenticated, hence the explicit revokes: anon gets no privilege at all on either table.

create table public.user_roles (
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role = 'editor'),
  primary key (user_id, role)
);

revoke all on table public.user_roles from public, anon, authenticated;
grant select on table public.user_roles to authenticated;
grant select, insert, update, delete on table public.user_roles to service_role;

alter table public.user_roles enable row level security;

create policy "Users read their own roles"
  on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()));

-- SECURITY DEFINER: the policies below call it as the requesting user, who reads only their own roles anyway,
-- but it must not depend on user_roles' policies staying as they are. Empty search_path: every name qualified.
create function private.is_editor() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles
     where user_id = (select auth.uid()) and role = 'editor'
  )
$$;

revoke all on function private.is_editor() from public, anon, authenticated, service_role;
grant execute on function private.is_editor() to authenticated;

-- A draft per content file, as the editor holds it: valid or not (only publishing requires validity).
-- base_version is the git blob id of the file at the branch head when the draft began (null for a new file),
-- so publishing can tell a file that moved since. Who changed it and when is set by the trigger below.
create table public.page_drafts (
  file text primary key
    check (
      char_length(file) <= 200
      and file ~ '^(pages/[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*|data/[a-z0-9]+(-[a-z0-9]+)*)\.json$'
    ),
  content jsonb not null check (octet_length(content::text) <= 262144),
  base_version text check (base_version ~ '^[0-9a-f]{40}$'),
  updated_by uuid not null,
  updated_by_email text not null,
  updated_at timestamptz not null
);

-- Not forgeable: whatever the request sends for these columns, the caller's JWT and the clock decide.
create function private.stamp_draft_author() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_by := auth.uid();
  new.updated_by_email := coalesce(auth.jwt() ->> 'email', '');
  new.updated_at := pg_catalog.now();
  return new;
end
$$;

revoke all on function private.stamp_draft_author() from public, anon, authenticated, service_role;

create trigger stamp_draft_author
  before insert or update on public.page_drafts
  for each row execute function private.stamp_draft_author();

revoke all on table public.page_drafts from public, anon, authenticated;
grant select, insert, update, delete on table public.page_drafts to authenticated;
grant select, insert, update, delete on table public.page_drafts to service_role;

alter table public.page_drafts enable row level security;

create policy "Editors read drafts"
  on public.page_drafts for select to authenticated
  using ((select private.is_editor()));

create policy "Editors add drafts"
  on public.page_drafts for insert to authenticated
  with check ((select private.is_editor()));

create policy "Editors change drafts"
  on public.page_drafts for update to authenticated
  using ((select private.is_editor()))
  with check ((select private.is_editor()));

create policy "Editors delete drafts"
  on public.page_drafts for delete to authenticated
  using ((select private.is_editor()));
