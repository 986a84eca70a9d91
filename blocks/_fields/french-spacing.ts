const noBreakSpace = '\u00a0';

/**
 * French typography's no-break spaces, before : ; ? ! » % and after «, so the sources can write the editor's titles
 * and help with plain spaces, readable and easy to review, while the owner reads them set as French sets them.
 */
export const frenchSpacing = (text: string) => text.replace(/ (?=[:;?!»%])/g, noBreakSpace).replace(/« /g, `«${noBreakSpace}`);
