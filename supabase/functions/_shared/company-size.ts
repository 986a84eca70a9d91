// The spec's company sizes (section 3) with the French labels the job description prints.
export const COMPANY_SIZE_LABELS = {
  '0-10': '0 à 10 salariés',
  '11-49': '11 à 49 salariés',
  '50-100': '50 à 100 salariés',
  '101+': 'Plus de 100 salariés',
} as const;

export type CompanySize = keyof typeof COMPANY_SIZE_LABELS;

export const COMPANY_SIZES = Object.keys(COMPANY_SIZE_LABELS) as [CompanySize, ...CompanySize[]];
