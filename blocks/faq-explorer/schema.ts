import { z } from 'zod';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta } from '../../engine/schema/editor-meta.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import { faqCollectionSchema } from '../_collections/faq.ts';
import { fields, line, titled } from '../_fields/fields.ts';
import { templateText } from '../_interactive/fields.ts';

export const faqExplorerSchema = defineBlockSchema('faqExplorer', {
  ...sectionIntro,
  faq: titled(dataCollection('faq', faqCollectionSchema), 'Questions'),
  searchLabel: line('Nom du champ de recherche', 'Accessible name of the search box.'),
  searchPlaceholder: line('Exemple de recherche'),
  filterLabel: line('Nom des filtres', 'Accessible name of the category chips.'),
  allLabel: line('Filtre « Toutes »'),
  resultCount: titled(
    z.strictObject({ one: titled(templateText('count'), 'Au singulier', '0 and 1, as French has it.'), other: titled(templateText('count'), 'Au pluriel') }),
    'Nombre de résultats',
  ),
  empty: titled(z.strictObject({ title: fields.title, text: fields.text, resetLabel: line('Bouton de réinitialisation') }), 'Aucun résultat'),
})
  .meta({ title: 'Explorateur de questions' })
  .register(editorMeta, { starter: { resultCount: { one: '{count} question', other: '{count} questions' } } });

export type FaqExplorerProps = z.output<typeof faqExplorerSchema>;
export type FaqCategory = FaqExplorerProps['faq']['categories'][number];
