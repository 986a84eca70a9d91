import { ArrowRight, Quote } from 'lucide-react';
import { memo, useCallback, useState } from 'react';
import { css, cx } from '../../styled-system/css/index.js';
import { flex, stack } from '../../styled-system/patterns/index.js';
import { button } from '../../styled-system/recipes/index.js';
import { nextIndex } from '../_interactive/selection.ts';
import { fillTemplate } from '../_interactive/template.ts';
import type { TestimonialCarouselProps } from './schema.ts';

/** This island's module, which the testimonial carousel names for the browser (engine/render/island.tsx). */
export const testimonialQuotesModule = 'blocks/testimonial-carousel/TestimonialQuotes.tsx';

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
      <div className={flex({ align: 'center', gap: '5' })}>
        <p className={styles.position}>{fillTemplate(positionLabel, { current: index + 1, total: testimonials.length })}</p>
        <NextButton label={nextLabel} next={next} dark={dark} />
      </div>
    </>
  );
}

function Figure({ testimonial: { text, author, company }, dark }: { testimonial: Testimonial; dark: boolean }) {
  const colours = dark ? styles.dark : styles.light;
  return (
    <figure className={styles.figure}>
      <div className={colours.icon} aria-hidden="true">
        <Quote size={32} />
      </div>
      <blockquote className={styles.quote}>«&nbsp;{text}&nbsp;»</blockquote>
      <figcaption className={cx(styles.caption, colours.caption)}>
        <span className={colours.author}>{author}</span>
        {' · '}
        {company}
      </figcaption>
    </figure>
  );
}

/**
 * A form action: a click made before the page is interactive is run by React once it is. Memoised with a
 * stable `next`, it keeps its element as the quotes change.
 */
const NextButton = memo(function NextButton({ label, next, dark }: { label: string; next: () => void; dark: boolean }) {
  return (
    <form action={next}>
      <button type="submit" className={dark ? styles.nextOnDark : styles.next}>
        {label}
        <ArrowRight size={16} aria-hidden="true" />
      </button>
    </form>
  );
});

const styles = {
  live: css({ minH: { base: '64', md: '48' }, display: 'flex', alignItems: 'center' }),
  position: css({ fontSize: 'sm', fontWeight: '600', opacity: 0.8 }),
  figure: stack({ gap: '5', align: 'center', animation: 'fade-in 0.4s ease-out', _motionReduce: { animation: 'none' } }),
  quote: css({ fontFamily: 'heading', fontSize: { base: 'xl', md: '2xl' }, lineHeight: '1.45', maxW: '3xl' }),
  caption: css({ fontSize: 'sm' }),
  // One set of classes per surface: the surface is known when the page is built, the styles are compiled then.
  dark: {
    icon: css({ color: 'accent.300' }),
    caption: css({ color: 'fg.invertedMuted' }),
    author: css({ fontWeight: '700', color: 'fg.inverted' }),
  },
  light: {
    icon: css({ color: 'accent.solid' }),
    caption: css({ color: 'fg.muted' }),
    author: css({ fontWeight: '700', color: 'fg' }),
  },
  next: cx(button({ variant: 'outline' }), css({ borderRadius: 'full' })),
  nextOnDark: cx(button({ variant: 'outlineLight' }), css({ borderRadius: 'full' })),
};
