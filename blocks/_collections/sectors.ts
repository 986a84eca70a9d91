import { z } from 'zod';
import { text } from '../../engine/schema/fields.ts';
import { iconName } from '../../engine/schema/icon.ts';
import { collectionOf } from './collection-of.ts';

/** The five sectors of the spec; their ids are also their anchors on /secteurs-activites. */
export const sectorIds = ['medias', 'divertissement', 'bancassurance', 'private-equity', 'retail'] as const;
export type SectorId = (typeof sectorIds)[number];

export const sectorSchema = z.strictObject({
  id: z.enum(sectorIds),
  title: text,
  description: text,
  keywords: z.array(text).min(2),
  icon: iconName,
});

export const sectorsSchema = collectionOf(sectorSchema, 5, (sector) => sector.id);

export type Sector = z.output<typeof sectorSchema>;
