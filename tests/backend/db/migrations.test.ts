import { describe, expect, it } from 'vitest';
import { applyMigrations } from '../../../supabase/local/db/migrate.ts';
import { asRole } from '../../../supabase/local/rest/as-role.ts';
import { sharedBackend } from '../support/backend.ts';
import { rolledBack } from '../support/rolled-back.ts';

const TABLES = ['newsletter_subscriptions', 'chief_of_staff_assessments', 'assessment_answers', 'leads'];
// The tables of the site's editors (/admin/): roles granted by service_role, drafts kept on the server.
const EDITOR_TABLES = ['page_drafts', 'user_roles'];
// The tables a visitor inserts into directly; assessments go through submit_assessment() only.
const VISITOR_INSERTABLE = ['leads', 'newsletter_subscriptions'];
const ANON = { role: 'anon', claims: { role: 'anon' } } as const;

const { database: db } = sharedBackend();

describe('migrations', () => {
  it('run on the engine the environment asks for: PostgreSQL with DATABASE_URL, PGlite otherwise', async () => {
    const { rows } = await db().transaction((sql) => sql.query<{ version: string }>('select version()'));
    expect(rows[0]?.version.includes('PGlite')).toBe(!process.env.DATABASE_URL);
  });

  it('are recorded like the Supabase CLI records them, and applying them again applies nothing', async () => {
    const { rows } = await db().transaction((sql) =>
      sql.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version'),
    );
    expect(rows.map((row) => row.version)).toEqual([
      '20261121000000',
      '20261121000100',
      '20261121000200',
      '20261123090000',
      '20261123090100',
      '20261125190000',
      '20261127170000',
    ]);
    expect(await applyMigrations(db())).toEqual([]);
  });

  it('create the four visitor tables and the two editor tables with row-level security enabled', async () => {
    const { rows } = await db().transaction((sql) =>
      sql.query<{ relname: string; relrowsecurity: boolean }>(
        `select relname, relrowsecurity from pg_class
          where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
      ),
    );
    expect(rows).toEqual([...TABLES, ...EDITOR_TABLES].sort().map((relname) => ({ relname, relrowsecurity: true })));
  });

  it('leave visitors only INSERT on leads and subscriptions, and service_role everything, despite Supabase-style default grants', async () => {
    const { rows } = await db().transaction((sql) =>
      sql.query<{ role: string; table: string; privilege: string; granted: boolean }>(
        `select r.role, t.table, p.privilege,
                has_table_privilege(r.role, 'public.' || t.table, p.privilege) as granted
           from unnest(array['anon', 'authenticated', 'service_role']) as r(role),
                unnest($1::text[]) as t("table"),
                unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(privilege)`,
        [TABLES],
      ),
    );
    // Visitors hold no table-wide privilege at all: their INSERT is granted column by column (checked below).
    const visitors = rows.filter((row) => row.role !== 'service_role');
    expect(visitors.filter((row) => row.granted)).toEqual([]);
    const admin = rows.filter((row) => row.role === 'service_role' && ['SELECT', 'INSERT', 'UPDATE', 'DELETE'].includes(row.privilege));
    expect(admin.filter((row) => !row.granted)).toEqual([]);
    const insertable = await db().transaction((sql) =>
      sql.query<{ role: string; table: string }>(
        `select r.role, t.table
           from unnest(array['anon', 'authenticated']) as r(role), unnest($1::text[]) as t("table")
          where has_any_column_privilege(r.role, 'public.' || t.table, 'INSERT')
          order by r.role, t.table`,
        [TABLES],
      ),
    );
    expect(insertable.rows).toEqual(['anon', 'authenticated'].flatMap((role) => VISITOR_INSERTABLE.map((table) => ({ role, table }))));
  });

  it('give visitors no policy but INSERT ones, on leads and subscriptions only', async () => {
    const { rows } = await db().transaction((sql) =>
      sql.query<{ tablename: string; cmd: string; roles: string }>(
        `select tablename, cmd, array_to_string(roles, ',') as roles from pg_policies where schemaname = 'public' and tablename = any ($1)`,
        [TABLES],
      ),
    );
    expect(rows.map((row) => row.tablename).sort()).toEqual(VISITOR_INSERTABLE);
    expect(rows.every((row) => row.cmd === 'INSERT' && row.roles === 'anon,authenticated')).toBe(true);
  });

  it('give anon nothing on the editor tables, authenticated only what the policies then narrow, service_role everything', async () => {
    const { rows } = await db().transaction((sql) =>
      sql.query<{ role: string; table: string; privilege: string }>(
        `select r.role, t.table, p.privilege
           from unnest(array['anon', 'authenticated', 'service_role']) as r(role),
                unnest($1::text[]) as t("table"),
                unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(privilege)
          where has_table_privilege(r.role, 'public.' || t.table, p.privilege) and r.role <> 'service_role'
          order by 1, 2, 3`,
        [EDITOR_TABLES],
      ),
    );
    const granted = (table: string, privileges: string[]) => privileges.sort().map((privilege) => ({ role: 'authenticated', table, privilege }));
    expect(rows).toEqual([...granted('page_drafts', ['SELECT', 'INSERT', 'UPDATE', 'DELETE']), ...granted('user_roles', ['SELECT'])]);
    const policies = await db().transaction((sql) =>
      sql.query<{ tablename: string; cmd: string; roles: string }>(
        `select tablename, cmd, array_to_string(roles, ',') as roles from pg_policies
          where schemaname = 'public' and tablename = any ($1) order by 1, 2`,
        [EDITOR_TABLES],
      ),
    );
    expect(policies.rows.map(({ tablename, cmd, roles }) => `${tablename} ${cmd} ${roles}`)).toEqual([
      'page_drafts DELETE authenticated',
      'page_drafts INSERT authenticated',
      'page_drafts SELECT authenticated',
      'page_drafts UPDATE authenticated',
      'user_roles SELECT authenticated',
    ]);
  });

  it('still hide every row from anon when a SELECT privilege is granted by mistake: row-level security is a second lock', async () => {
    const seen = await rolledBack(db(), async (sql) => {
      await sql.query("insert into public.leads (company_name, company_size, sector, email) values ('Visible', '0-10', 'Tech', 'rls@exemple.fr')");
      await sql.query('grant select on public.leads to anon');
      await sql.query("select set_config('role', 'anon', true)");
      return (await sql.query('select * from public.leads')).rows;
    });
    expect(seen).toEqual([]);
    await expect(asRole(db(), ANON, (sql) => sql.query('select * from public.leads'))).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('let only visitors execute submit_assessment', async () => {
    const { rows } = await db().transaction((sql) =>
      sql.query<{ role: string; allowed: boolean }>(
        `select r.role, has_function_privilege(r.role, 'public.submit_assessment(text, text, text, text, jsonb)', 'EXECUTE') as allowed
           from unnest(array['anon', 'authenticated', 'service_role']) as r(role)`,
      ),
    );
    expect(rows).toEqual([
      { role: 'anon', allowed: true },
      { role: 'authenticated', allowed: true },
      { role: 'service_role', allowed: false },
    ]);
  });
});
