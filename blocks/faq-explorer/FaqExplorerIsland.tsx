'use client';

import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useEnteredBeforeHydration } from '../../engine/render/use-entered-before-hydration.ts';
import { FaqAccordion } from '../faq/FaqAccordion.tsx';
import { Panel } from '../_interactive/Panel.tsx';
import { CategoryChips } from './CategoryChips.tsx';
import { styles } from './FaqExplorerIsland.styles.ts';
import { categoryAfterPress, countByCategory, filterFaq, resultCountText, type FaqCategoryId } from './logic.ts';
import type { FaqExplorerProps } from './schema.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';

export type FaqExplorerIslandProps = Pick<FaqExplorerProps, 'faq' | 'searchLabel' | 'searchPlaceholder' | 'filterLabel' | 'allLabel' | 'resultCount' | 'empty'>;

const fields = { search: 'recherche' } as const;

interface Filter {
  search: string;
  category: FaqCategoryId | null;
}

const noFilter: Filter = { search: '', category: null };

/** The search text the form's field shows: the browser keeps its value, React only reads it. */
const searchIn = (form: HTMLFormElement) => String(new FormData(form).get(fields.search) ?? '');

/**
 * The FAQ explorer's island: a search box and category chips narrow the questions of one accordion. It is a
 * search form whose results follow what is typed; what the visitor typed or chose before the page was
 * interactive is applied as soon as it is. The fields are the browser's (uncontrolled); every question and the
 * empty state are in the page from the start, and a filter only hides or shows them and updates the count.
 * Styled by Panda at build time: the browser runs React and this, no style system.
 */
export default function FaqExplorerIsland({ faq, searchLabel, searchPlaceholder, filterLabel, allLabel, resultCount, empty }: FaqExplorerIslandProps) {
  const formId = useId();
  const [filter, setFilter] = useState(noFilter);
  const adopt = (form: HTMLFormElement) => {
    const search = searchIn(form);
    setFilter((current) => (current.search === search ? current : { ...current, search }));
  };
  const form = useEnteredBeforeHydration<HTMLFormElement>(adopt);
  const shown = filterFaq(faq.items, filter.category, filter.search);

  const press = (pressed: FaqCategoryId | null) => setFilter((current) => ({ ...current, category: categoryAfterPress(current.category, pressed) }));

  return (
    <>
      <div className={styles.filters}>
        <form
          ref={form}
          id={formId}
          role="search"
          onInput={(event: FormEvent<HTMLFormElement>) => adopt(event.currentTarget)}
          onReset={() => setFilter(noFilter)}
        >
          {/* Results follow each keystroke: Enter has nothing more to do, and must neither reload the page nor, as a
              form action would, reset the fields. A form whose default button is disabled is never submitted by Enter. */}
          <button type="submit" disabled hidden />
          <div className={styles.searchGroup}>
            <div className={styles.searchIcon}>
              <Search size={18} aria-hidden="true" />
            </div>
            <input type="search" name={fields.search} aria-label={searchLabel} placeholder={searchPlaceholder} defaultValue="" className={styles.search} />
          </div>
        </form>
        <CategoryChips
          label={filterLabel}
          allLabel={allLabel}
          categories={faq.categories}
          counts={countByCategory(faq.items)}
          total={faq.items.length}
          chosen={filter.category}
          press={press}
        />
        <p role="status" className={styles.status}>
          {resultCountText(shown.length, resultCount)}
        </p>
      </div>
      <FaqAccordion items={faq.items} shown={new Set(shown)} />
      {/* In the page from the start, shown when nothing matches: a filter never renders new elements, only hides some. */}
      <div hidden={shown.length > 0}>
        <Panel className={styles.emptyPanel}>
          <h3 className={styles.emptyTitle}>{empty.title}</h3>
          <p className={styles.emptyText}>
            <InlineText text={empty.text} />
          </p>
          {/* The browser's own reset empties the search and goes back to all; the form's onReset follows. */}
          <button type="reset" form={formId} className={styles.reset}>
            {empty.resetLabel}
          </button>
        </Panel>
      </div>
    </>
  );
}
