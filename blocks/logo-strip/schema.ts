import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { iconName } from '../../engine/schema/icon.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, line, prose, titled } from '../_fields/fields.ts';

export const logoStripSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'logoStrip', {
    title: fields.title,
    note: prose(site, 'Note', 'Par exemple, pourquoi les clients sont décrits plutôt que nommés.').optional(),
    logos: titled(
      z
        .array(titled(z.strictObject({ name: line('Nom'), detail: line('Précision').optional(), icon: iconName }), 'Logo'))
        .min(3)
        .max(8),
      'Logos',
    ),
  }).meta({ title: 'Bandeau de logos' });

export type LogoStripProps = z.output<ReturnType<typeof logoStripSchema>>;
