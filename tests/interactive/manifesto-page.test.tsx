// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentSection, readingProgress } from '../../blocks/reading-guide/logic.ts';
import ReadingGuide from '../../blocks/reading-guide/ReadingGuide.tsx';
import { readingGuideSchema } from '../../blocks/reading-guide/schema.ts';
import { testimonialCarouselSchema } from '../../blocks/testimonial-carousel/schema.ts';
import TestimonialCarousel from '../../blocks/testimonial-carousel/TestimonialCarousel.tsx';
import { nextIndex } from '../../blocks/_interactive/selection.ts';
import { pageBlock } from './support/page-block.ts';
import { renderWithSite } from './support/render.tsx';
import { plainText } from '../../engine/schema/formatted-text.ts';

describe('readingProgress', () => {
  const page = { scrollHeight: 3000, clientHeight: 1000 };

  it('goes from 0 at the top to 100 at the bottom', () => {
    expect(readingProgress({ ...page, scrollTop: 0 })).toBe(0);
    expect(readingProgress({ ...page, scrollTop: 1000 })).toBe(50);
    expect(readingProgress({ ...page, scrollTop: 2000 })).toBe(100);
  });

  it('stays within 0 and 100 when the browser overscrolls', () => {
    expect(readingProgress({ ...page, scrollTop: -40 })).toBe(0);
    expect(readingProgress({ ...page, scrollTop: 2100 })).toBe(100);
  });

  it('is 0 on a page too short to scroll', () => {
    expect(readingProgress({ scrollTop: 0, scrollHeight: 800, clientHeight: 900 })).toBe(0);
  });
});

describe('currentSection', () => {
  const tops = [
    { id: 'introduction', top: -400 },
    { id: 'principes', top: 120 },
    { id: 'quiz', top: 900 },
  ];

  it('is the last section whose top passed the reading line', () => {
    expect(currentSection(tops, 140)).toBe('principes');
    expect(currentSection(tops, 100)).toBe('introduction');
    expect(currentSection([{ id: 'introduction', top: 300 }], 140)).toBeNull();
  });
});

describe('ReadingGuide', () => {
  const props = pageBlock('manifeste', 'readingGuide', readingGuideSchema);

  it('links to the four parts of the manifesto and fills the bar as the page scrolls', async () => {
    renderWithSite(<ReadingGuide {...props} />);
    const nav = screen.getByRole('navigation', { name: props.label });
    expect([...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['#introduction', '#principes', '#quiz', '#contact']);

    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 3000 });
    Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: 1000 });
    window.scrollY = 500;
    try {
      await act(async () => {
        window.dispatchEvent(new Event('scroll'));
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      expect(screen.getByTestId('reading-progress').style.transform).toBe('scaleX(0.25)');
    } finally {
      // The files of a worker share one document (vitest.config.ts): jsdom's own values again for the next ones.
      for (const property of ['scrollHeight', 'clientHeight']) Reflect.deleteProperty(document.documentElement, property);
      window.scrollY = 0;
    }
  });
});

describe('TestimonialCarousel', () => {
  const props = pageBlock('manifeste', 'testimonialCarousel', testimonialCarouselSchema);

  it('cycles through the three quotes and wraps after the last', async () => {
    expect(props.testimonials).toHaveLength(3);
    expect([0, 1, 2].map((index) => nextIndex(index, 3))).toEqual([1, 2, 0]);
    const user = userEvent.setup();
    renderWithSite(<TestimonialCarousel {...props} />);
    const quote = () => screen.getByRole('blockquote').textContent;
    const next = screen.getByRole('button', { name: props.nextLabel });

    expect(quote()).toContain(plainText(props.testimonials[0]!.text));
    expect(screen.getByText('1 / 3')).toBeTruthy();
    await user.click(next);
    expect(quote()).toContain(plainText(props.testimonials[1]!.text));
    await user.click(next);
    expect(quote()).toContain(plainText(props.testimonials[2]!.text));
    expect(screen.getByText('3 / 3')).toBeTruthy();
    await user.click(next);
    expect(quote()).toContain(plainText(props.testimonials[0]!.text));
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });
});
