// This site's part of the shell's content (a site definition, read by engine/schema/navigation.ts at build
// time only): the schema of the texts the footer's island takes (blocks/shell.ts).
export { newsletterTextsSchema as footerFormSchema } from './_shell/newsletter/schema.ts';
