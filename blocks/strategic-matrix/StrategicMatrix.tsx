import { SimpleGrid } from '@chakra-ui/react';
import { useId } from 'react';
import type { FormattedText } from '../../engine/schema/formatted-text.ts';
import { ChoiceTabs } from '../../engine/ui-kit/ChoiceTabs.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { ratingStrength } from './logic.ts';
import { MatrixCard, type CardBadge } from './MatrixCard.tsx';
import type { StrategicMatrixProps } from './schema.ts';

interface CardContent {
  id: string;
  title: string;
  description: string;
  badges: CardBadge[];
  details: FormattedText[];
  answer: FormattedText;
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
      <ChoiceTabs
        label={title ?? `${tabs.risks} / ${tabs.opportunities}`}
        shape="pill"
        choices={[
          { label: tabs.risks, content: <Cards cards={risks} answerTitle={labels.solution} palette="red" /> },
          { label: tabs.opportunities, content: <Cards cards={opportunities} answerTitle={labels.action} palette="green" /> },
        ]}
      />
    </Section>
  );
}

/** One tab's cards: each tab keeps its own open card, and opening one closes the other (one `<details>` group per tab). */
function Cards({ cards, answerTitle, palette }: { cards: CardContent[]; answerTitle: string; palette: 'red' | 'green' }) {
  const group = useId();
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="5" alignItems="start">
      {cards.map((card) => (
        <MatrixCard key={card.id} {...card} answerTitle={answerTitle} palette={palette} group={group} />
      ))}
    </SimpleGrid>
  );
}
