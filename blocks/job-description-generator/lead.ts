import type { CompanySize } from '../../supabase/functions/_shared/company-size.ts';
import { normaliseEmail } from '../../supabase/functions/_shared/text-rules.ts';

export { COMPANY_SIZES, COMPANY_SIZE_LABELS, type CompanySize } from '../../supabase/functions/_shared/company-size.ts';

/** The job-description form's fields (spec section 3), as the form names them. */
export interface LeadInput {
  companyName: string;
  companySize: CompanySize;
  sector: string;
  /** Optional: empty string when not given. */
  missions: string;
  /** Optional: empty string when not given. */
  salaryRange: string;
  email: string;
}

/** The same fields as the leads table and the generate-job-description function name them (calls 4 and 5). */
export interface LeadRow {
  company_name: string;
  company_size: CompanySize;
  sector: string;
  missions: string | null;
  salary_range: string | null;
  email: string;
}

export function toLeadRow(input: LeadInput): LeadRow {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    company_name: input.companyName.trim(),
    company_size: input.companySize,
    sector: input.sector.trim(),
    missions: optional(input.missions),
    salary_range: optional(input.salaryRange),
    email: normaliseEmail(input.email),
  };
}
