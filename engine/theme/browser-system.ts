import type { SystemContext } from '@chakra-ui/react';
import { nextTask } from '../app/next-task.ts';
import { createBrandSystem } from './create-brand-system.ts';

/**
 * A system for a prerendered page, whose head carries Chakra's global CSS (layer order, reset, base
 * styles, tokens): its provider renders them empty instead of serialising them again and, through
 * emotion, moving the prerendered style tags (a restyle of the whole page each time).
 */
export function forPrerenderedPage(system: SystemContext): SystemContext {
  // `_global` is a getter (engine/build/lazy-chakra-globals.ts) that nothing may call here.
  Object.defineProperty(system, '_global', { value: [] });
  system.layers = { ...system.layers, atRule: '' };
  return system;
}

/**
 * The system islands still drawn with Chakra components hydrate with (engine/app/ChakraIslandRoot.tsx): the
 * brand system, as the prerenderer makes it. Only pages with such an island load it.
 */
// Made in a task of its own, between the evaluation of the modules it needs and of those that need it:
// each is a long task on a phone already.
await nextTask();
export const browserSystem = forPrerenderedPage(createBrandSystem());
await nextTask();
