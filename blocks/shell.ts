// This site's part of the shell, which the engine's footer takes from here (a site definition, like
// registry.ts): the island the footer carries beside its contact column. Browser code: no zod here (the
// texts' schema is in shell-schema.ts).

/** The source module of the footer's island, which every page preloads before hydrating (engine/build/assets.ts). */
export const footerIslandModule = 'blocks/_shell/newsletter/NewsletterForm.tsx';

/** The footer's island: the newsletter sign-up, given the texts of `footer.form` in data/navigation.json. */
export const loadFooterIsland = () => import('./_shell/newsletter/NewsletterForm.tsx').then((module) => module.NewsletterForm);
