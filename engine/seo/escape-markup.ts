/** Text written between the tags of an HTML or XML document, read back as that text: `&`, `<` and `>` escaped. */
export const escapeMarkupText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script element: `<` escaped, so that no string in it can close the element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
