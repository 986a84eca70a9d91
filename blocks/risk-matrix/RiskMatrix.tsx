import { Box, Flex, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Island } from '../../engine/render/island.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { matrixPanel } from './RiskMatrix.styles.ts';
import { Panel } from '../_interactive/Panel.tsx';
import { fillTemplate } from '../_interactive/template.ts';
import { cellSeverity, LEVEL_COUNT, riskCell, SEVERITY_PALETTES } from './logic.ts';
import RiskMarker, { type RiskMarkerProps } from './RiskMarker.tsx';
import type { RiskMatrixProps, RiskSample } from './schema.ts';

const levels = Array.from({ length: LEVEL_COUNT }, (_, index) => index);
const percent = (share: number) => Math.round(share * 100);

/**
 * Probability across, impact up: each sample risk sits in the cell its two values fall in. All of it is static but
 * the risks' markers, one island each (RiskMarker): the only part with state (a name dismissed with Escape).
 */
export default function RiskMatrix({
  id,
  surface,
  eyebrow,
  title,
  intro,
  risks,
  probabilityLabel,
  impactLabel,
  levels: levelNames,
  legendTitle,
  riskDescription,
}: RiskMatrixProps) {
  const describe = (risk: RiskSample) => fillTemplate(riskDescription, { probability: percent(risk.probability), impact: percent(risk.impact) });
  const numbered = risks.map((risk, index) => ({ risk, number: index + 1, cell: riskCell(risk) }));

  return (
    <Section id={id} surface={surface}>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <Grid templateColumns={{ base: '1fr', lg: '1.5fr 1fr' }} gap={{ base: '8', lg: '12' }} alignItems="start">
        <Panel className={matrixPanel}>
          <Grid templateColumns="auto auto 1fr" templateRows="1fr auto auto" gap="2">
            <Flex gridRow="1" gridColumn="1" align="center" justify="center">
              <Text fontSize="sm" fontWeight="700" color="fg.muted" style={{ writingMode: 'vertical-rl', transform: 'rotate(180deg)' }}>
                {impactLabel}
              </Text>
            </Flex>
            <Grid gridRow="1" gridColumn="2" templateRows={`repeat(${LEVEL_COUNT}, 1fr)`} gap="1.5">
              {[...levels].reverse().map((row) => (
                <Flex key={row} align="center" justify="flex-end" fontSize="xs" color="fg.muted" pe="1">
                  {levelNames[row]}
                </Flex>
              ))}
            </Grid>
            <Grid
              gridRow="1"
              gridColumn="3"
              role="group"
              aria-label={`${impactLabel} × ${probabilityLabel}`}
              templateColumns={`repeat(${LEVEL_COUNT}, 1fr)`}
              gap="1.5"
            >
              {[...levels].reverse().flatMap((row) =>
                levels.map((column) => (
                  <Flex
                    key={`${row}-${column}`}
                    colorPalette={SEVERITY_PALETTES[cellSeverity({ row, column })]}
                    bg="colorPalette.subtle"
                    borderRadius="lg"
                    minH={{ base: '20', md: '28' }}
                    p="2"
                    gap="2"
                    wrap="wrap"
                    align="center"
                    justify="center"
                    data-cell={`${row}-${column}`}
                  >
                    {numbered
                      .filter((entry) => entry.cell.row === row && entry.cell.column === column)
                      .map(({ risk, number }) => {
                        const marker: RiskMarkerProps = {
                          name: risk.name,
                          colour: risk.colour,
                          align: (['start', 'center', 'end'] as const)[column] ?? 'center',
                          number,
                          description: describe(risk),
                        };
                        return <Island key={risk.id} component={RiskMarker} props={marker} />;
                      })}
                  </Flex>
                )),
              )}
            </Grid>
            <Grid gridRow="2" gridColumn="3" templateColumns={`repeat(${LEVEL_COUNT}, 1fr)`} gap="1.5" textAlign="center" fontSize="xs" color="fg.muted">
              {levels.map((column) => (
                <Text key={column}>{levelNames[column]}</Text>
              ))}
            </Grid>
            <Text gridRow="3" gridColumn="3" textAlign="center" fontSize="sm" fontWeight="700" color="fg.muted">
              {probabilityLabel}
            </Text>
          </Grid>
        </Panel>
        <Stack gap="4">
          <Heading as="h3" fontFamily="heading" fontSize="xl" fontWeight="600">
            {legendTitle}
          </Heading>
          <List.Root as="ol" variant="plain" gap="3">
            {numbered.map(({ risk, number }) => (
              <List.Item key={risk.id} alignItems="center" gap="3" colorPalette={risk.colour}>
                <Box
                  aria-hidden="true"
                  boxSize="7"
                  flexShrink="0"
                  borderRadius="full"
                  bg="colorPalette.solid"
                  color="colorPalette.contrast"
                  fontSize="sm"
                  fontWeight="700"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                >
                  {number}
                </Box>
                <Box>
                  <Text fontWeight="600">{risk.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {describe(risk)}
                  </Text>
                </Box>
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      </Grid>
    </Section>
  );
}
