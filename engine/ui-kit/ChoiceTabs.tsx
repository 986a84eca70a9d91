import { createSlotRecipeContext, type HTMLChakraProps, type RecipeVariantProps, type SystemStyleObject } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import type { choiceTabsRecipe } from '../theme/recipes/choice-tabs.ts';

const { withProvider, withContext } = createSlotRecipeContext({ key: 'choiceTabs' });

const Root = withProvider<HTMLDivElement, HTMLChakraProps<'div'> & RecipeVariantProps<typeof choiceTabsRecipe>>('div', 'root');
const List = withContext<HTMLFieldSetElement, HTMLChakraProps<'fieldset'>>('fieldset', 'list');
const Tab = withContext<HTMLLabelElement, HTMLChakraProps<'label'>>('label', 'tab');
const Input = withContext<HTMLInputElement, HTMLChakraProps<'input'>>('input', 'input');
const Panel = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'panel');

export interface Choice {
  label: ReactNode;
  content: ReactNode;
}

/** The checked radio shows its panel: one rule per choice, as CSS cannot count. */
function panelRules(count: number): SystemStyleObject {
  return Object.fromEntries(
    Array.from({ length: count }, (_, index) => [`&:has(> fieldset [data-choice="${index}"]:checked) > [data-choice-panel="${index}"]`, { display: 'block' }]),
  );
}

interface ChoiceTabsProps extends RecipeVariantProps<typeof choiceTabsRecipe> {
  /** What the choice is about, for assistive technologies (the row of tabs is a group of radio buttons). */
  label: string;
  choices: readonly Choice[];
}

/**
 * Panels behind a row of tabs that are radio buttons: arrow keys move between them and the checked
 * one's panel shows, all in HTML and CSS. The first is checked.
 */
export function ChoiceTabs({ label, choices, ...variants }: ChoiceTabsProps) {
  const name = useId();
  return (
    <Root {...variants} css={panelRules(choices.length)}>
      <List role="radiogroup" aria-label={label}>
        {choices.map((choice, index) => (
          <Tab key={index}>
            <Input type="radio" name={name} value={String(index)} defaultChecked={index === 0} data-choice={index} />
            {choice.label}
          </Tab>
        ))}
      </List>
      {choices.map((choice, index) => (
        <Panel key={index} data-choice-panel={index}>
          {choice.content}
        </Panel>
      ))}
    </Root>
  );
}
