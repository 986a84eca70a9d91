import { principlesSchema } from './principles.ts';
import { resourcesSchema } from './resources.ts';
import { sectorsSchema } from './sectors.ts';
import { servicesSchema } from './services.ts';
import { testimonialsSchema } from './testimonials.ts';
import { valuesSchema } from './values.ts';

/** Each content collection of data/ (named like its file: data/services.json) and the schema it must satisfy, built for the site it checks. */
export const collectionSchemas = {
  services: servicesSchema,
  resources: resourcesSchema,
  sectors: sectorsSchema,
  values: valuesSchema,
  principles: principlesSchema,
  testimonials: testimonialsSchema,
};

export type CollectionName = keyof typeof collectionSchemas;
