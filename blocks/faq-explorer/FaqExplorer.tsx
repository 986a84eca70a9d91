import { Island } from '../../engine/render/island.tsx';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import FaqExplorerIsland, { type FaqExplorerIslandProps } from './FaqExplorerIsland.tsx';
import type { FaqExplorerProps } from './schema.ts';

/**
 * The full FAQ: a search box and category chips narrow the questions of one accordion. The section and its
 * heading are static; the search form, the questions and the empty state are an island (FaqExplorerIsland),
 * since what they show follows the filter.
 */
export default function FaqExplorer({
  id,
  surface,
  eyebrow,
  title,
  intro,
  faq,
  searchLabel,
  searchPlaceholder,
  filterLabel,
  allLabel,
  resultCount,
  empty,
}: FaqExplorerProps) {
  // The island's props are written into the page (JSON): only what it draws.
  const explorer: FaqExplorerIslandProps = { faq, searchLabel, searchPlaceholder, filterLabel, allLabel, resultCount, empty };
  return (
    <Section id={id} surface={surface} width="5xl">
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="center" />}
      <Island component={FaqExplorerIsland} props={explorer} />
    </Section>
  );
}
