import { z } from 'zod';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta, labelledOptions } from '../../engine/schema/editor-meta.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { line, titled } from '../_fields/fields.ts';
import { paletteLabels } from '../_fields/palette-labels.ts';
import { templateText } from '../_interactive/fields.ts';

/** Chakra palettes a risk marker may take. */
export const riskColours = ['red', 'orange', 'yellow', 'green', 'accent', 'brand'] as const;

const share = z.number().min(0).max(1);

export const riskSamplesSchema = z
  .array(
    z
      .strictObject({
        id: titled(z.string().regex(/^[a-z0-9-]+$/), 'Identifiant'),
        name: line('Nom'),
        probability: titled(share, 'Probabilité (de 0 à 1)'),
        impact: titled(share, 'Impact (de 0 à 1)'),
        colour: titled(labelledOptions(z.enum(riskColours), paletteLabels), 'Couleur'),
      })
      .meta({ title: 'Risque' }),
  )
  .min(1)
  .max(9);

export const riskMatrixSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'riskMatrix', {
    ...sectionIntro,
    risks: titled(dataCollection(site, 'risk-matrix', riskSamplesSchema), 'Risques'),
    probabilityLabel: line('Nom de l’axe des probabilités'),
    impactLabel: line('Nom de l’axe des impacts'),
    levels: titled(z.tuple([line('Faible'), line('Moyen'), line('Élevé')]), 'Niveaux', 'Faible, moyen, élevé : les trois niveaux des deux axes.'),
    legendTitle: line('Titre de la légende'),
    riskDescription: titled(
      templateText('probability', 'impact'),
      'Description d’un risque',
      'Accompagne chaque risque, par exemple « probabilité {probability} %, impact {impact} % ».',
    ),
  })
    .meta({ title: 'Matrice des risques' })
    .register(editorMeta, { starter: { riskDescription: 'Probabilité {probability}, impact {impact}' } });

export type RiskMatrixProps = z.output<ReturnType<typeof riskMatrixSchema>>;
export type RiskSample = RiskMatrixProps['risks'][number];
