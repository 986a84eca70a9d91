import { Flex, Slider, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CriteriaTable } from '../../engine/render/CriteriaTable.tsx';
import { Section } from '../../engine/render/Section.tsx';
import { SectionHeading } from '../../engine/render/SectionHeading.tsx';
import { Panel } from '../_interactive/Panel.tsx';
import { fillTemplate } from '../_interactive/template.ts';
import { comparisonView, SLIDER_MAX, SLIDER_MIN, SLIDER_STEP, VIEW_THRESHOLD } from './logic.ts';
import type { SliderComparisonProps } from './schema.ts';

/** One table, two points of view: the slider's position decides whether it describes the consultant or the Chief of Staff. */
export default function SliderComparison({ id, surface, eyebrow, title, intro, sliderLabel, views, thresholdNote, currentView, categoryHeading, rows }: SliderComparisonProps) {
  const [value, setValue] = useState(SLIDER_MIN);
  const view = comparisonView(value);
  const viewName = views[view];

  return (
    <Section id={id} surface={surface} width="5xl">
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <Panel>
        <Stack gap="6">
          <Slider.Root
            min={SLIDER_MIN}
            max={SLIDER_MAX}
            step={SLIDER_STEP}
            value={[value]}
            onValueChange={(details) => setValue(details.value[0] ?? SLIDER_MIN)}
            getAriaValueText={(details) => `${details.value}, ${views[comparisonView(details.value)]}`}
            colorPalette="accent"
            size="lg"
          >
            <Flex justify="space-between" align="baseline" mb="2">
              <Slider.Label fontWeight="600">{sliderLabel}</Slider.Label>
              <Slider.ValueText fontWeight="600" color="fg.muted" />
            </Flex>
            <Slider.Control>
              <Slider.Track bg="bg.muted">
                <Slider.Range />
              </Slider.Track>
              {/* Ark hides the thumb until it has measured it; the prerendered root already places it
                  (centred on its value), so it is shown, and reachable by Tab, before the block is live. */}
              <Slider.Thumbs borderColor="accent.solid" visibility="visible !important" />
            </Slider.Control>
            <Flex justify="space-between" mt="2" fontSize="sm" fontWeight="600">
              <Text color={view === 'consultant' ? 'fg' : 'fg.muted'}>{views.consultant}</Text>
              <Text color={view === 'chiefOfStaff' ? 'fg' : 'fg.muted'}>{views.chiefOfStaff}</Text>
            </Flex>
          </Slider.Root>
          <Text fontSize="sm" color="fg.muted">
            {fillTemplate(thresholdNote, { threshold: VIEW_THRESHOLD })}
          </Text>
          <Text role="status" fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="600" color={view === 'chiefOfStaff' ? 'accent.fg' : 'brand.solid'}>
            {fillTemplate(currentView, { view: viewName })}
          </Text>
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
        </Stack>
      </Panel>
    </Section>
  );
}
