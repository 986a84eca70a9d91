// The islands of this site's shell, as data: the engine's build and the browser's loader read them without
// importing their components.

/** The footer's island: the newsletter sign-up, given the texts of `footer.form` in data/navigation.json. */
export const footerIsland = {
  module: 'blocks/_shell/newsletter/NewsletterForm.tsx',
  exportName: 'NewsletterForm',
} as const;
