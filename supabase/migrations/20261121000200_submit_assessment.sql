-- Stores a simulator result and its 16 answers in one statement, hence one transaction: never an assessment
-- without its answers. It also hands the new id back, which visitors could not read through the table since
-- they have no SELECT (spec call 2 reads the id). The score and the verdict are recomputed here from the
-- answers (spec section 9) so a client cannot store a score its answers do not give, and user_id comes from
-- the caller's JWT, never from an argument.
--
-- SECURITY DEFINER so it can insert and read back the id without visitors holding those rights; the empty
-- search_path makes every name below schema-qualified, so a caller cannot shadow a table or function.

create function public.submit_assessment(
  first_name text,
  last_name text,
  company text,
  email text,
  answers jsonb
) returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  total integer;
  score integer;
  new_id uuid;
begin
  if jsonb_typeof(submit_assessment.answers) is distinct from 'array' then
    raise exception 'answers must be a JSON array';
  end if;

  if jsonb_array_length(submit_assessment.answers) <> 16
     or (
       select count(distinct element ->> 'question_id')
       from jsonb_array_elements(submit_assessment.answers) as element
       where jsonb_typeof(element) = 'object'
         and jsonb_typeof(element -> 'question_id') = 'string'
         and element ->> 'question_id' ~ '^q([1-9]|1[0-6])$'
         and jsonb_typeof(element -> 'question_text') = 'string'
         and jsonb_typeof(element -> 'question_category') = 'string'
         and jsonb_typeof(element -> 'answer_value') = 'number'
         and element ->> 'answer_value' ~ '^([1-9]|10)$'
     ) <> 16
  then
    raise exception 'answers must hold exactly one answer for each question q1 to q16'
      using hint = 'Each answer is {question_id, question_text, question_category, answer_value} with an integer answer_value from 1 to 10.';
  end if;

  select sum((element ->> 'answer_value')::integer)
  into total
  from jsonb_array_elements(submit_assessment.answers) as element;

  score := round(total * 100.0 / 160)::integer;

  insert into public.chief_of_staff_assessments
    (first_name, last_name, company, email, final_score, needs_chief_of_staff, user_id)
  values (
    btrim(submit_assessment.first_name),
    btrim(submit_assessment.last_name),
    btrim(submit_assessment.company),
    lower(btrim(submit_assessment.email)),
    score,
    score > 49,
    auth.uid()
  )
  returning id into new_id;

  insert into public.assessment_answers
    (assessment_id, question_id, question_text, question_category, answer_value)
  select
    new_id,
    element ->> 'question_id',
    btrim(element ->> 'question_text'),
    btrim(element ->> 'question_category'),
    (element ->> 'answer_value')::integer
  from jsonb_array_elements(submit_assessment.answers) as element;

  return new_id;
end;
$$;

-- Supabase grants EXECUTE on new functions to PUBLIC and to its API roles; only visitors need it.
revoke all on function public.submit_assessment(text, text, text, text, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.submit_assessment(text, text, text, text, jsonb) to anon, authenticated;
