import { z } from 'zod';
import type { SiteDefinition } from '../engine/site/definition.ts';
import { siteFormsOf } from './site-schemas.ts';

/** The block types of `site`. */
export const blockTypes = (site: SiteDefinition): string[] => Object.keys(site.blocks);

/** A block type's name for people: its schema's title (`.meta({ title })`), else the type. */
export const blockName = (site: SiteDefinition, type: string): string => {
  const schema = siteFormsOf(site).blocks.get(type);
  return (schema && z.globalRegistry.get(schema)?.title) ?? type;
};

/** Fields that tell blocks apart, the first that holds a text wins: the engine's heading fields first. */
const summaryKeys = ['title', 'label', 'question', 'eyebrow', 'heading', 'text', 'intro', 'collection'];

/** A line telling blocks apart in the list: the block's title or first text. */
export function blockSummary(block: Record<string, unknown>): string {
  for (const key of summaryKeys) {
    const value = block[key];
    if (typeof value === 'string' && value.trim() !== '') return value.length > 70 ? `${value.slice(0, 69)}…` : value;
  }
  return '';
}
