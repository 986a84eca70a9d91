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
