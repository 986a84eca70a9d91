import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { buttons, line, prose, titled } from '../_fields/fields.ts';

export const comparisonTableSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'comparisonTable', {
    ...sectionIntro,
    categoryHeading: line('En-tête des critères', 'Titre de la première colonne, par exemple « Critère ».'),
    columns: titled(
      z.array(line('Colonne')).min(2).max(4),
      'Colonnes comparées',
      'Titres des colonnes comparées, de deux à quatre, par exemple « Chief of Staff salarié » et « Chief of Staff freelance ».',
    ),
    highlightedColumn: titled(
      z.number().int().min(0).max(3),
      'Colonne mise en avant',
      'Rang de la colonne à mettre en avant (l’offre), en partant de 0 pour la première colonne comparée.',
    ).optional(),
    rows: titled(
      z.array(titled(z.strictObject({ category: line('Critère'), cells: titled(z.array(line('Cellule')).min(2).max(4), 'Cellules') }), 'Ligne')).min(1),
      'Lignes',
    ),
    note: prose(site, 'Note', 'Source ou aide à la lecture, affichée sous le tableau.').optional(),
    cta: buttons(site).cta.optional(),
  })
    .superRefine((table, ctx) => {
      table.rows.forEach((row, index) => {
        if (row.cells.length !== table.columns.length) {
          ctx.addIssue({ code: 'custom', path: ['rows', index, 'cells'], message: `Attendu\u00a0: ${table.columns.length}\u00a0cellules, une par colonne.` });
        }
      });
      if (table.highlightedColumn !== undefined && table.highlightedColumn >= table.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['highlightedColumn'],
          message: `Pas de colonne ${table.highlightedColumn}\u00a0: les colonnes sont numérotées à partir de 0.`,
        });
      }
    })
    .meta({ title: 'Tableau comparatif' });

export type ComparisonTableProps = z.output<ReturnType<typeof comparisonTableSchema>>;
