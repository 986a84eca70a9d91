import { z } from 'zod';
import { siteInUse } from '../engine/site/site-in-use.ts';

/** The block types of the site in use. */
export const blockTypes = (): string[] => Object.keys(siteInUse().blocks);

/** A block type's name for people: its schema's title (`.meta({ title })`), else the type. */
export const blockName = (type: string): string => {
  const schema = siteInUse().blocks[type]?.schema;
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
