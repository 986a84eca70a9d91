// French typography for the site's words: no-break spaces before « : ; ? ! » and inside « ».

export const nbsp = '\u00a0';
/** The narrow no-break space, before « ; ? ! » and, in running text, « : ». */
export const thin = '\u202f';

/** « text » with no-break spaces inside the guillemets. */
export const quoted = (text: string) => `«${nbsp}${text}${nbsp}»`;
