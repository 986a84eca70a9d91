import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { FaqAccordion } from './FaqAccordion.tsx';
import type { FaqProps } from './schema.ts';

/** A page's FAQ; its questions also feed the page's FAQPage structured data. */
export default function Faq({ id, surface, eyebrow, title, intro, items }: FaqProps) {
  return (
    <Section id={id} surface={surface} width="3xl">
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="center" />}
      <FaqAccordion items={items} />
    </Section>
  );
}
