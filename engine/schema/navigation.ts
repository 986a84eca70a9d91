import { z } from 'zod';
import { text } from './fields.ts';
import { cta, linkField } from './link.ts';
import { footerFormSchema } from '../../blocks/shell-schema.ts';

const navLink = z.strictObject({ label: text, href: linkField() });
const describedLink = z.strictObject({ label: text, description: text, href: linkField() });

export const navigationSchema = z.strictObject({
  $schema: z.string().optional(),
  header: z.strictObject({
    homeLabel: text.describe('Accessible name of the logo link.'),
    links: z.array(navLink).min(1),
    resources: z.strictObject({ label: text, items: z.array(describedLink).min(1) }),
    afterResources: z.array(navLink),
    testCta: cta,
    bookingCta: cta,
    menuOpenLabel: text,
    menuCloseLabel: text,
  }),
  footer: z.strictObject({
    contactTitle: text,
    contactText: text,
    bookingCta: cta,
    form: footerFormSchema.describe("Texts of the footer's island, which the site defines (blocks/shell.ts)."),
    columns: z.array(z.strictObject({ title: text, links: z.array(navLink).min(1) })).min(1),
    bottomLinks: z.array(navLink),
  }),
  breadcrumb: z.strictObject({ homeLabel: text, ariaLabel: text }),
  notFound: z.strictObject({ title: text, code: text, message: text, homeLabel: text }),
});

export type Navigation = z.output<typeof navigationSchema>;
