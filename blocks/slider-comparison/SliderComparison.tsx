import { chakra, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { memo, useId, useState, type CSSProperties } from 'react';
import { CriteriaTable } from '../../engine/ui-kit/CriteriaTable.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { useEnteredBeforeHydration } from '../../engine/render/use-entered-before-hydration.ts';
import { Panel } from '../_interactive/Panel.tsx';
import { fillTemplate } from '../_interactive/template.ts';
import { comparisonView, SLIDER_MAX, SLIDER_MIN, SLIDER_STEP, VIEW_THRESHOLD, type ComparisonView } from './logic.ts';
import type { SliderComparisonProps } from './schema.ts';

// The browser's own range input, in the brand's colours: it moves by pointer, touch and keyboard from
// the first paint, and where it was left before the page was interactive is where the table starts.
const trackHeight = '8px';
const thumb = {
  appearance: 'none',
  boxSize: '6',
  borderRadius: 'full',
  bg: 'bg.panel',
  border: '3px solid',
  borderColor: 'accent.solid',
  boxShadow: 'card',
  cursor: 'grab',
};
const rangeStyles = {
  appearance: 'none',
  w: 'full',
  h: '6',
  bg: 'transparent',
  cursor: 'pointer',
  '&::-webkit-slider-runnable-track': {
    h: trackHeight,
    borderRadius: 'full',
    bg: 'linear-gradient(to right, var(--chakra-colors-accent-solid) var(--filled), var(--chakra-colors-bg-muted) var(--filled))',
  },
  '&::-moz-range-track': { h: trackHeight, borderRadius: 'full', bg: 'bg.muted' },
  '&::-moz-range-progress': { h: trackHeight, borderRadius: 'full', bg: 'accent.solid' },
  '&::-webkit-slider-thumb': { ...thumb, mt: 'calc((8px - var(--chakra-sizes-6)) / 2)' },
  '&::-moz-range-thumb': thumb,
  _focusVisible: {
    outline: 'none',
    '&::-webkit-slider-thumb': { outline: '3px solid', outlineColor: 'accent.solid', outlineOffset: '2px' },
    '&::-moz-range-thumb': { outline: '3px solid', outlineColor: 'accent.solid', outlineOffset: '2px' },
  },
} as const;

/** One table, two points of view: the slider's position decides whether it describes the consultant or the Chief of Staff. */
export default function SliderComparison({ id, surface, eyebrow, title, intro, ...slider }: SliderComparisonProps) {
  return (
    <Section id={id} surface={surface} width="5xl">
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <Panel>
        <ComparisonSlider {...slider} />
      </Panel>
    </Section>
  );
}

type SliderTexts = Pick<SliderComparisonProps, 'sliderLabel' | 'views' | 'thresholdNote' | 'currentView' | 'categoryHeading' | 'rows'>;

/**
 * The slider and what follows it, where the state lives: a move re-renders neither the section around it nor,
 * within one point of view, the table. Which view shows is an attribute that constant styles select on, so
 * crossing the threshold costs no new class name (whose styles Chakra would resolve and insert).
 */
function ComparisonSlider({ sliderLabel, views, thresholdNote, currentView, categoryHeading, rows }: SliderTexts) {
  const inputId = useId();
  const [value, setValue] = useState(SLIDER_MIN);
  const slider = useEnteredBeforeHydration<HTMLInputElement>((input) => setValue(input.valueAsNumber));
  const view = comparisonView(value);
  const viewName = views[view];
  const filled = `${((value - SLIDER_MIN) / (SLIDER_MAX - SLIDER_MIN)) * 100}%`;
  const shownWhen = (shown: ComparisonView) => ({ [`[data-view=${shown}] &`]: { color: 'fg' } });

  return (
    <Stack gap="6" data-view={view}>
      <Stack gap="2">
        <Flex justify="space-between" align="baseline">
          <chakra.label htmlFor={inputId} fontWeight="600">
            {sliderLabel}
          </chakra.label>
          <Text fontWeight="600" color="fg.muted" aria-hidden="true">
            {value}
          </Text>
        </Flex>
        <chakra.input
          ref={slider}
          id={inputId}
          type="range"
          min={SLIDER_MIN}
          max={SLIDER_MAX}
          step={SLIDER_STEP}
          value={value}
          onChange={(event) => setValue(event.target.valueAsNumber)}
          aria-valuetext={`${value}, ${viewName}`}
          style={{ '--filled': filled } as CSSProperties}
          css={rangeStyles}
        />
        <Flex justify="space-between" fontSize="sm" fontWeight="600">
          <Text color="fg.muted" css={shownWhen('consultant')}>
            {views.consultant}
          </Text>
          <Text color="fg.muted" css={shownWhen('chiefOfStaff')}>
            {views.chiefOfStaff}
          </Text>
        </Flex>
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {fillTemplate(thresholdNote, { threshold: VIEW_THRESHOLD })}
      </Text>
      <Text
        role="status"
        fontFamily="heading"
        fontSize={{ base: 'xl', md: '2xl' }}
        fontWeight="600"
        color="brand.solid"
        css={{ '[data-view=chiefOfStaff] &': { color: 'accent.fg' } }}
      >
        {fillTemplate(currentView, { view: viewName })}
      </Text>
      <ViewTable view={view} viewName={viewName} currentView={currentView} categoryHeading={categoryHeading} rows={rows} />
    </Stack>
  );
}

interface ViewTableProps extends Pick<SliderTexts, 'currentView' | 'categoryHeading' | 'rows'> {
  view: ComparisonView;
  viewName: string;
}

/** The table of one point of view: rendered again only when the view changes. */
const ViewTable = memo(function ViewTable({ view, viewName, currentView, categoryHeading, rows }: ViewTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" borderRadius="xl">
      <CriteriaTable
        data-view={view}
        caption={fillTemplate(currentView, { view: viewName })}
        categoryHeading={categoryHeading}
        categoryWidth={{ md: '30%' }}
        columns={[viewName]}
        rows={rows.map((row) => ({ category: row.category, cells: [row[view]] }))}
      />
    </Table.ScrollArea>
  );
});
