// French typography for the site's words (its fields' titles and help, the words it gives the engine): no-break
// spaces before « : ; ? ! » % and inside « ».

export const nbsp = '\u00a0';
/** The narrow no-break space, before « ; ? ! » and, in running text, « : ». */
export const thin = '\u202f';

/** « text » with no-break spaces inside the guillemets. */
export const quoted = (text: string) => `«${nbsp}${text}${nbsp}»`;

/**
 * The no-break spaces set where a source wrote plain ones, so the sources can write the editor's titles and help
 * with plain spaces, readable and easy to review, while the owner reads them set as French sets them.
 */
export const frenchSpacing = (text: string) => text.replace(/ (?=[:;?!»%])/g, nbsp).replace(/« /g, `«${nbsp}`);
