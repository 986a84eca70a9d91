import { ChevronDown } from 'lucide-react';
import { memo, useId } from 'react';
import { css } from '../../styled-system/css/index.js';
import { stack } from '../../styled-system/patterns/index.js';
import { disclosure } from '../../styled-system/recipes/index.js';
import type { FaqItem } from '../../engine/seo/faq-items.ts';

// The brand's disclosure (engine/theme/recipes/disclosure.ts), compiled by Panda: the same accordion draws the
// static FAQ block and the FAQ explorer's island, which loads no style system.
const question = disclosure({ variant: 'card' });
const styles = {
  list: stack({ gap: '3' }),
  text: css({ flex: '1' }),
  answer: css({ color: 'fg.muted' }),
};

/** A question never changes, only whether it shows: a filter re-renders the wrappers around it, not it. */
const FaqQuestion = memo(function FaqQuestion({ item, group }: { item: FaqItem; group: string }) {
  return (
    <details name={group} className={question.root}>
      <summary className={question.summary}>
        <span className={styles.text}>{item.question}</span>
        <span aria-hidden="true" className={question.indicator}>
          <ChevronDown size={20} />
        </span>
      </summary>
      <div className={question.content}>
        <p className={styles.answer}>{item.answer}</p>
      </div>
    </details>
  );
});

/**
 * Questions with one answer open at a time; clicking the open one closes it. HTML does it all (`<details name>`).
 * Given `shown` (a filter's result), every question stays in the page and those not in it are hidden.
 */
export function FaqAccordion({ items, shown }: { items: readonly FaqItem[]; shown?: ReadonlySet<FaqItem> }) {
  const group = useId();
  return (
    <div className={styles.list}>
      {items.map((item) =>
        shown ? (
          <div key={item.question} hidden={!shown.has(item)}>
            <FaqQuestion item={item} group={group} />
          </div>
        ) : (
          <FaqQuestion key={item.question} item={item} group={group} />
        ),
      )}
    </div>
  );
}
