'use client';

import { ArrowRight, Quote } from 'lucide-react';
import { memo, useCallback, useState } from 'react';
import { InstantForm } from '../_interactive/InstantForm.tsx';
import { nextIndex } from '../_interactive/selection.ts';
import { fillTemplate } from '../_interactive/template.ts';
import type { TestimonialCarouselProps } from './schema.ts';
import { styles, surfaces } from './TestimonialQuotes.styles.ts';
import { InlineText } from '../../engine/ui-kit/FormattedText.tsx';

type Testimonial = TestimonialCarouselProps['testimonials'][number];

interface TestimonialQuotesProps extends Pick<TestimonialCarouselProps, 'testimonials' | 'nextLabel' | 'positionLabel'> {
  /** The section is dark (navy): quotes and button take its light colours. */
  dark: boolean;
}

/**
 * The carousel's island: the quote shown, where the state lives, its position and the "next" button. It renders
 * two siblings, laid out by the carousel's region around it (the island's wrapper takes no box).
 */
export default function TestimonialQuotes({ testimonials, nextLabel, positionLabel, dark }: TestimonialQuotesProps) {
  const [index, setIndex] = useState(0);
  const shown = testimonials[index]!;
  const next = useCallback(() => setIndex((current) => nextIndex(current, testimonials.length)), [testimonials.length]);
  return (
    <>
      {/* Polite: the new quote is read once the visitor asked for it, without interrupting. */}
      <div aria-live="polite" className={styles.live}>
        <Figure key={index} testimonial={shown} dark={dark} />
      </div>
      <div className={styles.controls}>
        <p className={styles.position}>{fillTemplate(positionLabel, { current: index + 1, total: testimonials.length })}</p>
        <NextButton label={nextLabel} next={next} dark={dark} />
      </div>
    </>
  );
}

function Figure({ testimonial: { text, author, company }, dark }: { testimonial: Testimonial; dark: boolean }) {
  const colours = dark ? surfaces.dark : surfaces.light;
  return (
    <figure className={styles.figure}>
      <div className={colours.icon} aria-hidden="true">
        <Quote size={32} />
      </div>
      <blockquote className={styles.quote}>
        «&nbsp;
        <InlineText text={text} onDark={dark} />
        &nbsp;»
      </blockquote>
      <figcaption className={colours.caption}>
        <span className={colours.author}>{author}</span>
        {' · '}
        {company}
      </figcaption>
    </figure>
  );
}

/**
 * A form, so that a click made before the page is interactive is run by React once it is. Memoised with a
 * stable `next`, it keeps its element as the quotes change.
 */
const NextButton = memo(function NextButton({ label, next, dark }: { label: string; next: () => void; dark: boolean }) {
  return (
    <InstantForm action={next}>
      <button type="submit" className={dark ? styles.nextOnDark : styles.next}>
        {label}
        <ArrowRight size={16} aria-hidden="true" />
      </button>
    </InstantForm>
  );
});
