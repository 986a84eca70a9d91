import type { RecipeIdentityFn, SlotRecipeIdentityFn } from '@chakra-ui/react';

// Chakra's defineRecipe and defineSlotRecipe (identities that type a recipe's variants), without loading Chakra:
// the brand is plain data that Panda's compiler reads too (panda.config.ts).
export const defineRecipe: RecipeIdentityFn = (config) => config;
export const defineSlotRecipe: SlotRecipeIdentityFn = (config) => config;
