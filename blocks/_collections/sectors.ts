import { z } from 'zod';
import { iconName } from '../../engine/schema/icon.ts';
import type { SchemaContext } from '../../engine/site/schema-context.ts';
import { fields, line, texts, titled } from '../_fields/fields.ts';
import { collectionOf } from './collection-of.ts';

/** The five sectors of the spec; their ids are also their anchors on /secteurs-activites. */
export const sectorIds = ['medias', 'divertissement', 'bancassurance', 'private-equity', 'retail'] as const;
export type SectorId = (typeof sectorIds)[number];

export const sectorSchema = (site: SchemaContext) =>
  z
    .strictObject({
      id: titled(z.enum(sectorIds), 'Identifiant'),
      title: fields.title,
      description: texts(site).description,
      keywords: titled(z.array(line('Mot-clé')).min(2), 'Mots-clés'),
      icon: iconName,
    })
    .meta({ title: 'Secteur' });

export const sectorsSchema = (site: SchemaContext) => collectionOf(sectorSchema(site), 5, (sector) => sector.id);

export type Sector = z.output<ReturnType<typeof sectorSchema>>;
