import { Button, Heading, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { useEnteredBeforeHydration } from '../../engine/render/use-entered-before-hydration.ts';
import { FaqAccordion } from '../faq/FaqAccordion.tsx';
import { Panel } from '../_interactive/Panel.tsx';
import { toggleSelection } from '../_interactive/selection.ts';
import { CategoryChips } from './CategoryChips.tsx';
import { asCategory, countByCategory, filterFaq, resultCountText, type FaqCategoryId } from './logic.ts';
import type { FaqExplorerProps } from './schema.ts';

const fields = { search: 'recherche', category: 'categorie' } as const;

/**
 * The full FAQ: a search box and category chips narrow the questions of one accordion. It is a search
 * form whose results follow what is typed; what the visitor typed or chose before the page was
 * interactive is applied as soon as it is.
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
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<FaqCategoryId | null>(null);
  const form = useEnteredBeforeHydration<HTMLFormElement>((element) => {
    const entered = new FormData(element);
    setSearch(String(entered.get(fields.search) ?? ''));
    setCategory(asCategory(entered.get(fields.category)));
  });
  const shown = filterFaq(faq.items, category, search);

  const reset = () => {
    setSearch('');
    setCategory(null);
  };

  return (
    <Section id={id} surface={surface} width="5xl">
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="center" />}
      {/* Results follow each keystroke: submitting (Enter) has nothing more to do, and must not reload the page. */}
      <Stack asChild gap="5" mb="8">
        <form ref={form} role="search" action={() => {}}>
          <InputGroup startElement={<Search size={18} aria-hidden="true" />}>
            <Input
              type="search"
              name={fields.search}
              size="lg"
              bg="bg.panel"
              aria-label={searchLabel}
              placeholder={searchPlaceholder}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </InputGroup>
          <CategoryChips
            name={fields.category}
            label={filterLabel}
            allLabel={allLabel}
            categories={faq.categories}
            counts={countByCategory(faq.items)}
            total={faq.items.length}
            selected={category}
            onSelect={(chosen) => setCategory(chosen === null ? null : toggleSelection(category, chosen))}
          />
          <Text role="status" fontSize="sm" fontWeight="600" color="fg.muted">
            {resultCountText(shown.length, resultCount)}
          </Text>
        </form>
      </Stack>
      <FaqAccordion items={faq.items} shown={new Set(shown)} />
      {shown.length === 0 && (
        <Panel textAlign="center" py="12">
          <Heading as="h3" fontFamily="heading" fontSize="xl" fontWeight="600" mb="2">
            {empty.title}
          </Heading>
          <Text color="fg.muted" mb="6">
            {empty.text}
          </Text>
          <Button variant="primary" onClick={reset}>
            {empty.resetLabel}
          </Button>
        </Panel>
      )}
    </Section>
  );
}
