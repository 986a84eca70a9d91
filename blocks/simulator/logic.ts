import { isBlank, isEmailAddress } from '../../supabase/functions/_shared/text-rules.ts';

/** The spec's questionnaire: 16 statements answered from 1 to 10. */
export const QUESTION_COUNT = 16;
export const SCALE_MIN = 1;
export const SCALE_MAX = 10;
/** Above this score a Chief of Staff is needed (spec: "score above 49"). */
export const NEED_THRESHOLD = 49;

export interface SimulatorQuestion {
  id: string;
  category: string;
  text: string;
}

export type Answers = Readonly<Record<string, number>>;

export interface ContactInfo {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
}

export type InfoProblem = 'firstNameRequired' | 'lastNameRequired' | 'companyRequired' | 'emailRequired' | 'emailInvalid';
export type InfoErrors = Partial<Record<keyof ContactInfo, InfoProblem>>;

export const emptyInfo: ContactInfo = { firstName: '', lastName: '', company: '', email: '' };

/**
 * What is wrong with the visitor's details, field by field; empty when they can start. A field with nothing
 * visible in it (spaces, tabs, zero-width characters) is missing, as the database would say.
 */
export function infoErrors(info: ContactInfo): InfoErrors {
  const errors: InfoErrors = {};
  if (isBlank(info.firstName)) errors.firstName = 'firstNameRequired';
  if (isBlank(info.lastName)) errors.lastName = 'lastNameRequired';
  if (isBlank(info.company)) errors.company = 'companyRequired';
  if (isBlank(info.email)) errors.email = 'emailRequired';
  else if (!isEmailAddress(info.email)) errors.email = 'emailInvalid';
  return errors;
}

export function answeredCount(questions: readonly SimulatorQuestion[], answers: Answers): number {
  return questions.filter((question) => answers[question.id] !== undefined).length;
}

/** The result can be computed (and saved) only once every question has an answer. */
export function allAnswered(questions: readonly SimulatorQuestion[], answers: Answers): boolean {
  return answeredCount(questions, answers) === questions.length;
}

/**
 * Score = round(sum / (16 × 10) × 100). Multiplying before dividing keeps the arithmetic exact:
 * 92 / 160 × 100 is 57.49999… in floating point and would round down, where the server says 58.
 */
export function scorePercent(values: readonly number[]): number {
  const sum = values.reduce((total, value) => total + value, 0);
  return Math.round((sum * 100) / (QUESTION_COUNT * SCALE_MAX));
}

export function needsChiefOfStaff(score: number): boolean {
  return score > NEED_THRESHOLD;
}

export interface CategoryGroup {
  category: string;
  questions: SimulatorQuestion[];
}

/** Questions by category, in the questionnaire's order: one page of the questions step each. */
export function groupByCategory(questions: readonly SimulatorQuestion[]): CategoryGroup[] {
  const groups: CategoryGroup[] = [];
  for (const question of questions) {
    const last = groups.at(-1);
    if (last?.category === question.category) last.questions.push(question);
    else groups.push({ category: question.category, questions: [question] });
  }
  return groups;
}
