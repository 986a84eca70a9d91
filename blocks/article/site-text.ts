import site from '../../data/site.json' with { type: 'json' };
import { text } from '../../engine/schema/fields.ts';

/** Owner settings a legal text may quote; they are written once, in data/site.json. */
export const siteTokens: Record<string, string> = {
  email: site.contact.email,
  companyName: site.legal.companyName,
  tradeRegister: site.legal.tradeRegister,
  brandName: site.brand.name,
};

const tokenPattern = /\{([a-zA-Z]+)\}/g;

/** Text where "{email}", "{companyName}", "{tradeRegister}" or "{brandName}" are replaced at build time. */
export const siteText = text
  .describe(
    'Les repères {email}, {companyName}, {tradeRegister} et {brandName} sont remplacés par l’e-mail, la raison sociale, le numéro RCS et le nom de la marque des réglages du site (data/site.json).',
  )
  .superRefine((value, ctx) => {
    for (const [, name] of value.matchAll(tokenPattern)) {
      if (!(name! in siteTokens))
        ctx.addIssue({
          code: 'custom',
          message: `Repère inconnu\u00a0: {${name}}. Repères connus\u00a0: ${Object.keys(siteTokens)
            .map((key) => `{${key}}`)
            .join(', ')}.`,
        });
    }
  })
  .transform((value) => value.replace(tokenPattern, (_match, name: string) => siteTokens[name]!));
