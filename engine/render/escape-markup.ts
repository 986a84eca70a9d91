/** Text written between the tags of an HTML or XML document, read back as that text: `&`, `<` and `>` escaped. */
export const escapeMarkupText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
