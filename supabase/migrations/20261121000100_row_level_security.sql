-- Who may do what. Visitors (anon, or authenticated if a session ever exists) may only add rows; reading,
-- changing and deleting is for service_role, which bypasses row-level security on Supabase.
--
-- Two layers, each enough on its own: privileges (insert only, on the columns a visitor may fill) and
-- row-level security (insert policies only, so even a stray SELECT grant would return no row).
-- Supabase's default privileges grant everything on new tables to anon and authenticated, hence the explicit
-- revoke before each grant: without it a hosted project would stay wide open.

revoke all on table
  public.newsletter_subscriptions,
  public.chief_of_staff_assessments,
  public.assessment_answers,
  public.leads
from public, anon, authenticated;

-- Column lists keep visitors from choosing ids or back-dating created_at.
grant insert (email, opt_in_confirmed) on table public.newsletter_subscriptions to anon, authenticated;
grant insert (first_name, last_name, company, email, final_score, needs_chief_of_staff, user_id)
  on table public.chief_of_staff_assessments to anon, authenticated;
grant insert (assessment_id, question_id, question_text, question_category, answer_value)
  on table public.assessment_answers to anon, authenticated;
grant insert (company_name, company_size, sector, missions, salary_range, email)
  on table public.leads to anon, authenticated;

grant select, insert, update, delete on table
  public.newsletter_subscriptions,
  public.chief_of_staff_assessments,
  public.assessment_answers,
  public.leads
to service_role;

alter table public.newsletter_subscriptions enable row level security;
alter table public.chief_of_staff_assessments enable row level security;
alter table public.assessment_answers enable row level security;
alter table public.leads enable row level security;

-- Consent is the only reason a subscription may exist (spec section 5), so the policy asks for it.
create policy "Visitors subscribe with consent"
  on public.newsletter_subscriptions for insert to anon, authenticated
  with check (opt_in_confirmed);

-- user_id may only be the caller's own id; anon has no id, so anon may only leave it null.
create policy "Visitors store their own assessment"
  on public.chief_of_staff_assessments for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));

-- The table's constraints validate the content; any visitor may add answers and leads.
create policy "Visitors store assessment answers"
  on public.assessment_answers for insert to anon, authenticated
  with check (true);

create policy "Visitors leave a lead"
  on public.leads for insert to anon, authenticated
  with check (true);
