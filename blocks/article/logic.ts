const frenchLongDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });

/** "21 novembre 2026"; French writes the first day of a month as an ordinal: "1er novembre 2026". */
export function formatFrenchLongDate(date: Date): string {
  const text = frenchLongDate.format(date);
  return date.getDate() === 1 ? text.replace(/^1(?=\s)/, '1er') : text;
}

export type TextPart = { kind: 'text'; value: string } | { kind: 'email'; value: string };

/** Cuts a sentence around each occurrence of the contact address, so that it can be rendered as a mail link. */
export function splitAroundEmail(text: string, email: string): TextPart[] {
  const parts: TextPart[] = [];
  text.split(email).forEach((chunk, index) => {
    if (index > 0) parts.push({ kind: 'email', value: email });
    if (chunk !== '') parts.push({ kind: 'text', value: chunk });
  });
  return parts;
}
