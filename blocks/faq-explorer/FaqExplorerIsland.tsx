import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useEnteredBeforeHydration } from '../../engine/render/use-entered-before-hydration.ts';
import { FaqAccordion } from '../faq/FaqAccordion.tsx';
import { Panel } from '../_interactive/Panel.tsx';
import { CategoryChips } from './CategoryChips.tsx';
import { styles } from './FaqExplorerIsland.styles.ts';
import { asCategory, countByCategory, filterFaq, resultCountText, type FaqCategoryId } from './logic.ts';
import type { FaqExplorerProps } from './schema.ts';

export type FaqExplorerIslandProps = Pick<FaqExplorerProps, 'faq' | 'searchLabel' | 'searchPlaceholder' | 'filterLabel' | 'allLabel' | 'resultCount' | 'empty'>;

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
    <>
      <form
        ref={form}
        id={formId}
        role="search"
        onInput={(event: FormEvent<HTMLFormElement>) => adopt(event.currentTarget)}
        onKeyDown={onKeyDown}
        onReset={() => setFilter(noFilter)}
        className={styles.form}
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
        <CategoryChips
          name={fields.category}
          label={filterLabel}
          allLabel={allLabel}
          categories={faq.categories}
          counts={countByCategory(faq.items)}
          total={faq.items.length}
        />
        <p role="status" className={styles.status}>
          {resultCountText(shown.length, resultCount)}
        </p>
      </form>
      <FaqAccordion items={faq.items} shown={new Set(shown)} />
      {/* In the page from the start, shown when nothing matches: a filter never renders new elements, only hides some. */}
      <div hidden={shown.length > 0}>
        <Panel className={styles.emptyPanel}>
          <h3 className={styles.emptyTitle}>{empty.title}</h3>
          <p className={styles.emptyText}>{empty.text}</p>
          {/* The browser's own reset empties the search and goes back to all; the form's onReset follows. */}
          <button type="reset" form={formId} className={styles.reset}>
            {empty.resetLabel}
          </button>
        </Panel>
      </div>
    </>
  );
}
