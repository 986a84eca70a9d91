import { z } from 'zod';
import { defineBlockSchema } from '../../engine/schema/define-block.ts';
import { editorMeta } from '../../engine/schema/editor-meta.ts';
import { iconName } from '../../engine/schema/icon.ts';
import { sectionIntro } from '../../engine/schema/section-intro.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { buttons, fields, image, line, prose, titled } from '../_fields/fields.ts';
import { inCard } from '../_fields/image-layouts.ts';
import { templateText } from '../_interactive/fields.ts';

const workstream = (site: SchemaContext) =>
  z.strictObject({ challenge: prose(site, 'Enjeu'), action: prose(site, 'Action'), result: prose(site, 'Résultat') }).meta({ title: 'Chantier' });

const caseStudy = (site: SchemaContext) =>
  z
    .strictObject({
      icon: iconName.optional(),
      title: fields.title,
      image: image(site, inCard, 'Image', 'En tête de la carte (à gauche du résumé pour une mission détaillée), facultative.').optional(),
      problem: prose(site, 'Problème'),
      solution: prose(site, 'Solution'),
      result: prose(site, 'Résultat', 'Le résultat chiffré, par exemple « +60 % de revenus publicitaires ».'),
      details: titled(z.array(workstream(site)), 'Chantiers de la mission', 'Détail facultatif de la mission, un chantier par ligne.').default([]),
    })
    .meta({ title: 'Cas' });

export const caseStudiesSchema = (site: SchemaContext) =>
  defineBlockSchema(site, 'caseStudies', {
    ...sectionIntro,
    labels: titled(
      z.strictObject({
        problem: line('Problème'),
        solution: line('Solution'),
        result: line('Résultat'),
        challenge: line('Enjeu'),
        action: line('Action'),
        showDetails: titled(
          templateText('count'),
          'Bouton « Voir les chantiers »',
          'Bouton qui déplie le détail de la mission ; {count} est remplacé par le nombre de chantiers.',
        ),
        hideDetails: line('Bouton « Masquer le détail »'),
      }),
      'Libellés',
    ),
    cases: titled(z.array(caseStudy(site)).min(1), 'Cas'),
    cta: buttons(site).cta.optional(),
  })
    .meta({ title: 'Études de cas' })
    .register(editorMeta, { starter: { labels: { showDetails: 'Voir les {count} chantiers' } } });

export type CaseStudiesProps = z.output<ReturnType<typeof caseStudiesSchema>>;
export type CaseStudy = CaseStudiesProps['cases'][number];
