import type { CompanySize, LeadInput } from './lead.ts';
import { isBlank, isEmailAddress } from '../../supabase/functions/_shared/text-rules.ts';

const FILE_NAME_PREFIX = 'Fiche_Poste_Chief_of_Staff_';

/** What the form holds: the company size stays empty until the visitor picks one. */
export interface GeneratorValues extends Omit<LeadInput, 'companySize'> {
  companySize: CompanySize | '';
}

export const emptyValues: GeneratorValues = { companyName: '', companySize: '', sector: '', missions: '', salaryRange: '', email: '' };

/**
 * The downloaded file's name: every character but ASCII letters and digits becomes "_", one per
 * character (accents and emoji included), so no company name can produce a path, an extension or markup.
 */
export function jobDescriptionFileName(companyName: string): string {
  return `${FILE_NAME_PREFIX}${companyName.replace(/[^a-z0-9]/giu, '_')}.html`;
}

/** Submit stays disabled while a required field is empty or shows nothing but spaces (spec section 5). */
export function hasRequiredFields(values: GeneratorValues): values is LeadInput {
  return [values.companyName, values.companySize, values.sector, values.email].every((value) => !isBlank(value));
}

/** A complete form can still carry an address that is not one; the form says so instead of sending it. */
export function hasValidEmail(values: GeneratorValues): boolean {
  return isEmailAddress(values.email);
}
