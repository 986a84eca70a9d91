import { Button, Heading, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { css } from '../../styled-system/css/index.js';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Section } from '../../engine/ui-kit/Section.tsx';
import { SectionHeading } from '../../engine/ui-kit/SectionHeading.tsx';
import { StaticHtml } from '../../engine/render/StaticHtml.tsx';
import { useEnteredBeforeHydration } from '../../engine/render/use-entered-before-hydration.ts';
import { FaqAccordion } from '../faq/FaqAccordion.tsx';
import { Panel } from '../_interactive/Panel.tsx';
import { CategoryChips } from './CategoryChips.tsx';
import { asCategory, countByCategory, filterFaq, resultCountText, type FaqCategoryId } from './logic.ts';
import type { FaqExplorerProps } from './schema.ts';

const fields = { search: 'recherche', category: 'categorie' } as const;

interface Filter {
  search: string;
  category: FaqCategoryId | null;
}

const noFilter: Filter = { search: '', category: null };

/** The filter the form's fields show: the browser keeps their values, React only reads them. */
function readFilter(form: HTMLFormElement): Filter {
  const entered = new FormData(form);
  return { search: String(entered.get(fields.search) ?? ''), category: asCategory(entered.get(fields.category)) };
}

/**
 * The full FAQ: a search box and category chips narrow the questions of one accordion. It is a search
 * form whose results follow what is typed; what the visitor typed or chose before the page was
 * interactive is applied as soon as it is.
 *
 * The fields are the browser's (uncontrolled) and, like the heading and the questions, keep their
 * prerendered HTML, and so does the empty state, hidden until nothing matches: React renders only what a
 * filter changes (the count, what shows), never a new Chakra element whose styles it would have to
 * resolve and insert. A keystroke or a chip costs a few elements, not the whole form's styles.
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
  const formId = useId();
  const [filter, setFilter] = useState(noFilter);
  const adopt = (form: HTMLFormElement) => {
    const entered = readFilter(form);
    setFilter((current) => (current.search === entered.search && current.category === entered.category ? current : entered));
  };
  const form = useEnteredBeforeHydration<HTMLFormElement>(adopt);
  const shown = filterFaq(faq.items, filter.category, filter.search);

  // A chip is a radio button: a click or Space chooses it, and choosing the chosen one changes nothing ("Toutes"
  // goes back to every question). Enter, which a radio button ignores, chooses it too.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || target.name !== fields.category) return;
    event.preventDefault();
    if (target.checked) return;
    target.checked = true;
    adopt(event.currentTarget);
  };

  return (
    <Section id={id} surface={surface} width="5xl">
      {title && <SectionHeading eyebrow={eyebrow} title={title} intro={intro} align="center" />}
      <Stack asChild gap="5" mb="8">
        <form
          ref={form}
          id={formId}
          role="search"
          onInput={(event: FormEvent<HTMLFormElement>) => adopt(event.currentTarget)}
          onKeyDown={onKeyDown}
          onReset={() => setFilter(noFilter)}
        >
          {/* Results follow each keystroke: Enter has nothing more to do, and must neither reload the page nor, as a
              form action would, reset the fields. A form whose default button is disabled is never submitted by Enter. */}
          <button type="submit" disabled hidden />
          <StaticHtml>
            <InputGroup startElement={<Search size={18} aria-hidden="true" />}>
              <Input type="search" name={fields.search} size="lg" bg="bg.panel" aria-label={searchLabel} placeholder={searchPlaceholder} defaultValue="" />
            </InputGroup>
            <CategoryChips
              name={fields.category}
              label={filterLabel}
              allLabel={allLabel}
              categories={faq.categories}
              counts={countByCategory(faq.items)}
              total={faq.items.length}
            />
          </StaticHtml>
          <Text role="status" fontSize="sm" fontWeight="600" color="fg.muted">
            {resultCountText(shown.length, resultCount)}
          </Text>
        </form>
      </Stack>
      <FaqAccordion items={faq.items} shown={new Set(shown)} />
      {/* In the page from the start, shown when nothing matches: a filter never renders new elements, only hides some. */}
      <div hidden={shown.length > 0}>
        <StaticHtml>
          <Panel css={css.raw({ textAlign: 'center', py: '12' })}>
            <Heading as="h3" fontFamily="heading" fontSize="xl" fontWeight="600" mb="2">
              {empty.title}
            </Heading>
            <Text color="fg.muted" mb="6">
              {empty.text}
            </Text>
            {/* The browser's own reset empties the search and goes back to all; the form's onReset follows. */}
            <Button type="reset" form={formId} variant="primary">
              {empty.resetLabel}
            </Button>
          </Panel>
        </StaticHtml>
      </div>
    </Section>
  );
}
