import { z } from 'zod';
import { dataCollection } from '../../engine/schema/data-collection.ts';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta } from '../../engine/schema/editor-meta.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { faqCollectionSchema } from '../_collections/faq.ts';
import { fields, line, spokenName, titled, texts } from '../_fields/fields.ts';
import { templateText } from '../_interactive/fields.ts';

export const faqExplorerSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'faqExplorer', {
    ...sectionIntro,
    faq: titled(dataCollection(site, 'faq', faqCollectionSchema(site)), 'Questions'),
    searchLabel: spokenName('Nom du champ de recherche', 'le champ de recherche'),
    searchPlaceholder: line('Exemple de recherche'),
    filterLabel: spokenName('Nom des filtres', 'les filtres par catégorie'),
    allLabel: line('Filtre « Toutes »'),
    resultCount: titled(
      z.strictObject({
        one: titled(templateText('count'), 'Au singulier', 'Pour 0 et 1 résultat, comme le veut le français ; {count} est remplacé par le nombre.'),
        other: titled(templateText('count'), 'Au pluriel'),
      }),
      'Nombre de résultats',
    ),
    empty: titled(z.strictObject({ title: fields.title, text: texts(site).text, resetLabel: line('Bouton de réinitialisation') }), 'Aucun résultat'),
  })
    .meta({ title: 'Explorateur de questions' })
    .register(editorMeta, { starter: { resultCount: { one: '{count} question', other: '{count} questions' } } });

export type FaqExplorerProps = z.output<ReturnType<typeof faqExplorerSchema>>;
export type FaqCategory = FaqExplorerProps['faq']['categories'][number];
