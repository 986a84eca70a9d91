// The one module the site talks to the backend through (ARCHITECTURE.md). Nothing here imports supabase-js
// at load time: getSupabase() fetches it on the first call.
export { getSupabase } from './client.ts';
export { resolveBackendConfig, type BackendConfig } from './config.ts';
export { normaliseEmail } from './email.ts';
export { subscribeToNewsletter, UNIQUE_VIOLATION, type NewsletterOutcome } from './newsletter.ts';
export {
  submitAssessment,
  type AssessmentAnswer,
  type AssessmentSubmission,
  type SubmitAssessmentOutcome,
} from './assessment.ts';
export { COMPANY_SIZES, COMPANY_SIZE_LABELS, toLeadRow, type CompanySize, type LeadInput, type LeadRow } from './lead.ts';
export { saveLead, type SaveLeadOutcome } from './leads.ts';
export { generateJobDescription, type JobDescriptionOutcome } from './job-description.ts';
export { getSessionUserId, subscribeToSessionUserId, trackSession } from './session.ts';
export { useSessionUserId } from './use-session-user-id.ts';
