import { z } from 'zod';
import { COMPANY_SIZES, type CompanySize } from '../company-size.ts';
import { isBlank } from '../text-rules.ts';

// The request body of spec call 5. Bounds match the leads table's CHECK constraints, since the site saves
// the same values as a lead just before calling this function.

const FIELD_LABELS = {
  company_name: 'Nom de l’entreprise',
  company_size: 'Taille de l’entreprise',
  sector: 'Secteur d’activité',
  missions: 'Missions',
  salary_range: 'Fourchette de rémunération',
  email: 'E-mail professionnel',
} as const;

type Field = keyof typeof FIELD_LABELS;

// Control characters and bidirectional overrides make no sense in a printed job description and can
// disguise its text; lone surrogates cannot be encoded. Line breaks and tabs are kept.
const INVISIBLE = /(?![\t\n\r])\p{Cc}|[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function cleanText(text: string): string {
  return text.replace(INVISIBLE, '').replace(LONE_SURROGATE, '\ufffd');
}

// Text with nothing visible in it (zero-width or format characters only) counts as missing, as in the leads table.
const requiredText = (max: number) =>
  z
    .string()
    .transform((text) => (isBlank(text) ? '' : cleanText(text)))
    .pipe(z.string().trim().min(1).max(max));
const optionalText = (max: number) =>
  z
    .string()
    .nullish()
    .transform((value) => cleanText(value ?? ''))
    .pipe(z.string().trim().max(max));

const schema = z.object({
  company_name: requiredText(200),
  company_size: z.enum(COMPANY_SIZES),
  sector: requiredText(200),
  missions: optionalText(4000),
  salary_range: optionalText(200),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
});

export interface JobDescriptionInput {
  company_name: string;
  company_size: CompanySize;
  sector: string;
  /** Empty when the visitor gave none. */
  missions: string;
  /** Empty when the visitor gave none. */
  salary_range: string;
  email: string;
}

export type ParsedInput = { ok: true; value: JobDescriptionInput } | { ok: false; message: string };

function frenchMessage(issue: z.core.$ZodIssue, body: Record<string, unknown>): string {
  const field = String(issue.path[0]) as Field;
  const label = `Le champ «\u00a0${FIELD_LABELS[field] ?? field}\u00a0» (${field})`;
  switch (issue.code) {
    case 'invalid_type':
      return body[field] === undefined || body[field] === null ? `${label} est obligatoire.` : `${label} doit être un texte.`;
    case 'too_small':
      return `${label} est obligatoire.`;
    case 'too_big':
      return `${label} ne doit pas dépasser ${String(issue.maximum)}\u00a0caractères.`;
    case 'invalid_format':
      return `${label} doit contenir une adresse e-mail valide.`;
    case 'invalid_value':
      return `${label} doit valoir ${COMPANY_SIZES.slice(0, -1).join(', ')} ou ${COMPANY_SIZES.at(-1)}.`;
    default:
      return `${label} est invalide.`;
  }
}

/** Validates the body; the message names the first faulty field, in French, for the visitor's notice. */
export function parseJobDescriptionInput(body: unknown): ParsedInput {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'Le corps de la requête doit être un objet JSON.' };
  }
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const [first] = result.error.issues;
  return { ok: false, message: first ? frenchMessage(first, body as Record<string, unknown>) : 'Requête invalide.' };
}
