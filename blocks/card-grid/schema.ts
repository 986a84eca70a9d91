import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { iconName } from '../../engine/schema/icon.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { button, buttons, fields, line, titled, texts } from '../_fields/fields.ts';

export const cardSchema = (site: SchemaContext) =>
  z
    .strictObject({
      icon: iconName.optional(),
      label: line('Étiquette', 'Courte mention au-dessus du titre de la carte, par exemple une catégorie.').optional(),
      title: fields.title,
      text: texts(site).text,
      points: titled(z.array(fields.point), 'Points').default([]),
      link: button(site, 'Lien de la carte').optional(),
    })
    .meta({ title: 'Carte' });

export const cardGridSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'cardGrid', {
    ...sectionIntro,
    columns: fields.columns,
    cards: titled(z.array(cardSchema(site)).min(1), 'Cartes'),
    cta: buttons(site).cta.optional(),
  }).meta({ title: 'Grille de cartes' });

export type CardGridProps = z.output<ReturnType<typeof cardGridSchema>>;
export type CardProps = z.output<ReturnType<typeof cardSchema>>;
