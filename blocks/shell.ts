// This site's part of the shell, which the engine's footer takes from here (a site definition, like
// registry.ts): the island the footer carries beside its contact column. No zod here (the texts' schema is
// in shell-schema.ts).

export { NewsletterForm as FooterIsland } from './_shell/newsletter/NewsletterForm.tsx';
export { footerIsland } from './shell-islands.ts';
