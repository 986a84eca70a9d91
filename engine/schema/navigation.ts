import { z } from 'zod';
import type { SiteDefinition } from '../site/definition.ts';
import type { SchemaContext } from '../site/schema-context.ts';
import { text } from './fields.ts';
import { cta as ctaOf, linkField } from './link.ts';

/**
 * data/navigation.json of a site defined by `definition`, built for `site`: the header, the footer around the site's
 * island (its texts' schema is the site's), breadcrumb and 404 texts.
 */
export function navigationSchemaOf<S extends Pick<SiteDefinition, 'shell'>>(definition: S, site: SchemaContext) {
  const navLink = z.strictObject({ label: text, href: linkField(site) });
  const describedLink = z.strictObject({ label: text, description: text, href: linkField(site) });
  const cta = ctaOf(site);
  return z.strictObject({
    $schema: z.string().optional(),
    header: z.strictObject({
      homeLabel: text.describe('Accessible name of the logo link.'),
      links: z.array(navLink).min(1),
      resources: z.strictObject({ label: text, items: z.array(describedLink).min(1) }),
      afterResources: z.array(navLink),
      secondaryCta: cta.describe('The outlined call to action, before the primary one.'),
      primaryCta: cta.describe('The solid call to action, last in the header.'),
      menuOpenLabel: text,
      menuCloseLabel: text,
    }),
    footer: z.strictObject({
      contactTitle: text,
      contactText: text,
      cta: cta.describe('The call to action under the contact column.'),
      form: (definition.shell.footerFormSchema as S['shell']['footerFormSchema']).describe(
        "Texts of the footer's island, which the site defines (shell.footerIsland).",
      ),
      columns: z.array(z.strictObject({ title: text, links: z.array(navLink).min(1) })).min(1),
      bottomLinks: z.array(navLink),
    }),
    breadcrumb: z.strictObject({ homeLabel: text, ariaLabel: text }),
    notFound: z.strictObject({ title: text, code: text, message: text, homeLabel: text }),
  });
}

/** data/navigation.json of a site `S` once parsed; of any site for the engine. */
export type Navigation<S extends Pick<SiteDefinition, 'shell'> = SiteDefinition> = z.output<ReturnType<typeof navigationSchemaOf<S>>>;
