import { z } from 'zod';
import site from '../../data/site.json' with { type: 'json' };

const formNames = Object.keys(site.tallyForms) as [string, ...string[]];
const formIds: Record<string, string> = site.tallyForms;

/** A Tally form named in data/site.json (tallyForms), resolved to its form id at build time. */
export const tallyForm = z
  .enum(formNames)
  .describe('Name of a Tally form in data/site.json (tallyForms).')
  .transform((name) => formIds[name]!);
