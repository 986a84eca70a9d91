/** The 25 routes of the spec (section 2): the site serves all of them, and may serve more. */
export const specRoutes = [
  '/',
  '/consultation-strategique',
  '/simulateur-chief-of-staff',
  '/chief-of-staff-entrepreneurs',
  '/chief-of-staff-c-level',
  '/chief-of-staff-permanent',
  '/chief-of-staff-assistant-comparatif',
  '/alignement-equipes',
  '/politique-confidentialite',
  '/quarter-plan',
  '/interim-management',
  '/fiche-poste-chief-of-staff',
  '/matrice-risques',
  '/okr-chief-of-staff',
  '/chief-of-staff-vs-consultant',
  '/manifeste',
  '/services',
  '/ressources',
  '/qui-sommes-nous',
  '/notre-mission-chief-of-staff',
  '/nos-valeurs',
  '/secteurs-activites',
  '/medias',
  '/bancassurance',
  '/faq',
] as const;

/** The routes whose content the content team writes (the interactive pages are written elsewhere). */
export const contentRoutes = [
  '/',
  '/services',
  '/qui-sommes-nous',
  '/notre-mission-chief-of-staff',
  '/nos-valeurs',
  '/ressources',
  '/consultation-strategique',
  '/chief-of-staff-entrepreneurs',
  '/chief-of-staff-c-level',
  '/chief-of-staff-permanent',
  '/interim-management',
  '/alignement-equipes',
  '/quarter-plan',
  '/politique-confidentialite',
  '/secteurs-activites',
] as const;

/** The page file of a route, as written in pages/. */
export const pageFile = (route: string) => `pages/${route === '/' ? 'index' : route.slice(1)}.json`;
