import { createBrandSystem } from '../engine/theme/create-brand-system.ts';
import { brand } from './brand.ts';

/** This site's brand system, read where no site is in use: Chakra's typegen (`npm run theme`) and the brand's tests. */
export const system = createBrandSystem(brand);
