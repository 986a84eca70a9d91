import principles from '../../data/principles.json' with { type: 'json' };
import resources from '../../data/resources.json' with { type: 'json' };
import sectors from '../../data/sectors.json' with { type: 'json' };
import services from '../../data/services.json' with { type: 'json' };
import testimonials from '../../data/testimonials.json' with { type: 'json' };
import values from '../../data/values.json' with { type: 'json' };
import { principlesSchema } from './principles.ts';
import { resourcesSchema } from './resources.ts';
import { sectorsSchema } from './sectors.ts';
import { servicesSchema } from './services.ts';
import { testimonialsSchema } from './testimonials.ts';
import { valuesSchema } from './values.ts';

/** Each content collection of data/: its raw JSON and the schema it must satisfy (named like its file). */
export const collectionSources = {
  services: { data: services as unknown, schema: servicesSchema },
  resources: { data: resources as unknown, schema: resourcesSchema },
  sectors: { data: sectors as unknown, schema: sectorsSchema },
  values: { data: values as unknown, schema: valuesSchema },
  principles: { data: principles as unknown, schema: principlesSchema },
  testimonials: { data: testimonials as unknown, schema: testimonialsSchema },
};

export type CollectionName = keyof typeof collectionSources;
