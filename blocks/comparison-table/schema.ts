import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { text } from '../../engine/schema/fields.ts';
import { cta } from '../../engine/schema/link.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';

export const comparisonTableSchema = defineBlockSchema('comparisonTable', {
  ...sectionIntro,
  categoryHeading: text.describe('Heading of the first column, e.g. "Critère".'),
  columns: z.array(text).min(2).max(4).describe('Headings of the compared columns, e.g. ["Chief of Staff salarié", "Chief of Staff freelance"].'),
  highlightedColumn: z.number().int().min(0).max(3).optional().describe('Index in `columns` of the column to emphasise (the offer).'),
  rows: z.array(z.strictObject({ category: text, cells: z.array(text).min(2).max(4) })).min(1),
  note: text.optional().describe('Source or reading note under the table.'),
  cta: cta.optional(),
}).superRefine((table, ctx) => {
  table.rows.forEach((row, index) => {
    if (row.cells.length !== table.columns.length) {
      ctx.addIssue({ code: 'custom', path: ['rows', index, 'cells'], message: `Expected ${table.columns.length} cells, one per column` });
    }
  });
  if (table.highlightedColumn !== undefined && table.highlightedColumn >= table.columns.length) {
    ctx.addIssue({ code: 'custom', path: ['highlightedColumn'], message: `No column ${table.highlightedColumn}: columns are numbered from 0` });
  }
});

export type ComparisonTableProps = z.output<typeof comparisonTableSchema>;
