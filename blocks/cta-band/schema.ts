import type { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { buttons, fields, texts } from '../_fields/fields.ts';

export const ctaBandSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'ctaBand', {
    title: fields.title,
    text: texts(site).text.optional(),
    primaryCta: buttons(site).primaryCta,
    secondaryCta: buttons(site).secondaryCta.optional(),
  }).meta({ title: 'Appel à l’action' });

export type CtaBandProps = z.output<ReturnType<typeof ctaBandSchema>>;
