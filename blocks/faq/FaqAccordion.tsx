import { ChevronDown } from 'lucide-react';
import { memo, useId } from 'react';
import type { FaqItem } from '../../engine/seo/faq-items.ts';
import { question, styles } from './FaqAccordion.styles.ts';
import { TextParagraphs } from '../../engine/ui-kit/FormattedText.tsx';

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
        <TextParagraphs text={item.answer} className={styles.answer} />
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
