import { createSlotRecipeContext, type HTMLChakraProps, type RecipeVariantProps } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { disclosureRecipe } from '../theme/recipes/disclosure.ts';

const { withProvider, withContext } = createSlotRecipeContext({ key: 'disclosure' });

type RootProps = HTMLChakraProps<'details'> & RecipeVariantProps<typeof disclosureRecipe>;

/**
 * `<details>` and `<summary>` with the brand's look: the browser opens and closes them, from the first
 * paint and without script. Give a group the same `name` and only one stays open.
 */
export const Disclosure = {
  Root: withProvider<HTMLDetailsElement, RootProps>('details', 'root'),
  Summary: withContext<HTMLElement, HTMLChakraProps<'summary'>>('summary', 'summary'),
  Indicator: withContext<HTMLSpanElement, HTMLChakraProps<'span'>>('span', 'indicator', {
    defaultProps: { 'aria-hidden': true, children: <ChevronDown size={20} /> },
  }),
  Content: withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'content'),
};
