// Deno entry deployed by `supabase functions deploy generate-job-description`; the logic is shared with the
// local backend in ../_shared so both serve exactly the same document.
import { handleGenerateJobDescription } from '../_shared/generate-job-description/handler.ts';

Deno.serve(handleGenerateJobDescription);
