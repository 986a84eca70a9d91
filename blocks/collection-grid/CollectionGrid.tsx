import { Box, SimpleGrid } from '@chakra-ui/react';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { CollectionCard } from './CollectionCard.tsx';
import type { CollectionGridProps } from './schema.ts';

/** Services, resources, sectors, values or principles, as cards built from data/ at build time. */
export default function CollectionGrid({ id, surface, eyebrow, title, intro, columns, cards }: CollectionGridProps) {
  return (
    <Section id={id} surface={surface}>
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} />}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: columns }} gap={{ base: '5', md: '6' }}>
        {cards.map((card) => (
          <Box as="li" key={card.slug}>
            <CollectionCard {...card} />
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
