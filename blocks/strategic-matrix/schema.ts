import { z } from 'zod';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, line, plainProse, prose, titled } from '../_fields/fields.ts';
import { RATING_SCALES } from './logic.ts';

const itemId = titled(z.string().regex(/^[a-z0-9-]+$/), 'Identifiant');
/** A list of the matrix's cards (their texts `site`'s): each with its id, title and description, its two ratings, its details and its answer. */
const cards = <R extends z.ZodRawShape, A extends z.ZodRawShape>(site: SchemaContext, list: string, card: string, ratings: R, answer: A) => {
  const details = titled(z.array(prose(site, 'Détail')).min(1), 'Détails', 'Les enjeux, affichés quand la carte est ouverte.');
  const description = plainProse('Description', 'Sans mise en forme ni lien : affichée sur la carte, qui s’ouvre d’un clic.');
  return titled(z.array(z.strictObject({ id: itemId, title: fields.title, description, ...ratings, details, ...answer }).meta({ title: card })).min(1), list);
};

export const strategicMatrixDataSchema = (site: SchemaContext) =>
  z.strictObject({
    $schema: z.string().optional(),
    risks: cards(
      site,
      'Risques',
      'Risque',
      { impact: titled(z.enum(RATING_SCALES.impact), 'Impact'), probability: titled(z.enum(RATING_SCALES.probability), 'Probabilité') },
      { solution: prose(site, 'Solution') },
    ),
    opportunities: cards(
      site,
      'Opportunités',
      'Opportunité',
      { potential: titled(z.enum(RATING_SCALES.potential), 'Potentiel'), feasibility: titled(z.enum(RATING_SCALES.feasibility), 'Faisabilité') },
      { action: prose(site, 'Plan d’action') },
    ),
  });

export const strategicMatrixSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'strategicMatrix', {
    ...sectionIntro,
    matrix: titled(
      z.union([dataCollection(site, 'media-matrix', strategicMatrixDataSchema(site)), dataCollection(site, 'bank-matrix', strategicMatrixDataSchema(site))]),
      'Matrice',
    ),
    tabs: titled(
      z.strictObject({
        risks: line('Onglet des risques', 'Premier onglet, ouvert par défaut : « Risques » ou « Défis ».'),
        opportunities: line('Onglet des opportunités'),
      }),
      'Onglets',
    ),
    labels: titled(
      z.strictObject({
        impact: line('Impact'),
        probability: line('Probabilité'),
        potential: line('Potentiel'),
        feasibility: line('Faisabilité'),
        solution: line('Solution', 'Titre de la réponse sur une carte de risque, par exemple « Notre Solution ».'),
        action: line('Plan d’action', 'Titre du plan sur une carte d’opportunité, par exemple « Plan d’Action ».'),
      }),
      'Libellés',
    ),
  }).meta({ title: 'Matrice stratégique' });

export type StrategicMatrixProps = z.output<ReturnType<typeof strategicMatrixSchema>>;
