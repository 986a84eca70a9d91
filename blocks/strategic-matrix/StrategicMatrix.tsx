import { SimpleGrid, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { Section } from '../../engine/render/Section.tsx';
import { SectionHeading } from '../../engine/render/SectionHeading.tsx';
import { toggleSelection } from '../_interactive/selection.ts';
import { ratingStrength } from './logic.ts';
import { MatrixCard, type CardBadge } from './MatrixCard.tsx';
import type { StrategicMatrixProps } from './schema.ts';

interface CardContent {
  id: string;
  title: string;
  description: string;
  badges: CardBadge[];
  details: string[];
  answer: string;
}

/** A sector's risks (or challenges) and opportunities in two tabs; the first tab is open. */
export default function StrategicMatrix({ id, surface, eyebrow, title, intro, matrix, tabs, labels }: StrategicMatrixProps) {
  const risks = matrix.risks.map(({ impact, probability, solution, ...risk }) => ({
    ...risk,
    answer: solution,
    badges: [
      { label: labels.impact, value: impact, strength: ratingStrength('impact', impact) },
      { label: labels.probability, value: probability, strength: ratingStrength('probability', probability) },
    ],
  }));
  const opportunities = matrix.opportunities.map(({ potential, feasibility, action, ...opportunity }) => ({
    ...opportunity,
    answer: action,
    badges: [
      { label: labels.potential, value: potential, strength: ratingStrength('potential', potential) },
      { label: labels.feasibility, value: feasibility, strength: ratingStrength('feasibility', feasibility) },
    ],
  }));

  return (
    <Section id={id} surface={surface}>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <Tabs.Root defaultValue="risks" variant="enclosed" colorPalette="brand">
        <Tabs.List bg="bg.muted" borderRadius="full">
          <Tabs.Trigger value="risks" fontWeight="600" color="fg.muted" borderRadius="full" _selected={{ color: 'fg', bg: 'bg.panel' }}>
            {tabs.risks}
          </Tabs.Trigger>
          <Tabs.Trigger value="opportunities" fontWeight="600" color="fg.muted" borderRadius="full" _selected={{ color: 'fg', bg: 'bg.panel' }}>
            {tabs.opportunities}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="risks" pt="6">
          <Cards cards={risks} answerTitle={labels.solution} palette="red" />
        </Tabs.Content>
        <Tabs.Content value="opportunities" pt="6">
          <Cards cards={opportunities} answerTitle={labels.action} palette="green" />
        </Tabs.Content>
      </Tabs.Root>
    </Section>
  );
}

/** One tab's cards: each tab remembers its own open card, and opening one closes the other. */
function Cards({ cards, answerTitle, palette }: { cards: CardContent[]; answerTitle: string; palette: 'red' | 'green' }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" alignItems="start">
      {cards.map((card) => (
        <MatrixCard key={card.id} {...card} answerTitle={answerTitle} palette={palette} open={open === card.id} onToggle={() => setOpen(toggleSelection(open, card.id))} />
      ))}
    </SimpleGrid>
  );
}
