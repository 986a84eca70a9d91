import type { LeadInput } from './lead.ts';
import { downloadHtml } from './download.ts';
import { jobDescriptionFileName } from './logic.ts';

export type GenerationOutcome =
  { status: 'downloaded' } | { status: 'lead-failed'; message?: string | undefined } | { status: 'generation-failed'; message?: string | undefined };

/**
 * The lead first, then the document: a visitor whose details could not be stored gets no file, and one
 * whose details were stored learns it even if the document fails. The backend module (and supabase-js)
 * is fetched only now. Throws only if that module cannot be loaded.
 */
export async function generateJobDescriptionFile(input: LeadInput): Promise<GenerationOutcome> {
  const [{ saveLead }, { generateJobDescription }] = await Promise.all([import('./save-lead.ts'), import('./request-job-description.ts')]);
  const lead = await saveLead(input);
  if (lead.status === 'error') return { status: 'lead-failed', message: lead.message };
  const document = await generateJobDescription(input);
  if (document.status === 'error') return { status: 'generation-failed', message: document.message };
  downloadHtml(document.html, jobDescriptionFileName(input.companyName));
  return { status: 'downloaded' };
}
