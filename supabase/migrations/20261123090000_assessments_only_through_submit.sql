-- submit_assessment() is the only way a visitor stores an assessment. The direct INSERT rights and policies
-- left from the first migrations let anyone bypass it: an assessment with a score of their choosing and no
-- answers, or answers attached to someone else's assessment. The function is SECURITY DEFINER, so it needs
-- none of them; service_role keeps its rights (it reads and administers the rows).
--
-- Revoking a table privilege also revokes the column privileges granted one by one in 20261121000100.
-- Row-level security stays enabled with no policy left for visitors: a grant added by mistake later would
-- still store nothing.

revoke all on table public.chief_of_staff_assessments, public.assessment_answers from anon, authenticated;

drop policy "Visitors store their own assessment" on public.chief_of_staff_assessments;
drop policy "Visitors store assessment answers" on public.assessment_answers;
