// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formattedParagraphs, formattedText } from '../../engine/schema/formatted-text-field.ts';
import { InlineText, TextParagraphs } from '../../engine/ui-kit/FormattedText.tsx';
import { textLinks } from '../../engine/ui-kit/FormattedText.styles.ts';
import { SurfaceContext } from '../../engine/ui-kit/surface.ts';
import siteDefinition from '../../site.config.ts';
import { siteContext } from '../site-context.ts';

const text = (source: string) => formattedText(siteContext).parse(source);

describe('a formatted text on the page', () => {
  it('is its words, <strong> and <em>, inside the element its block gives it', () => {
    expect(renderToStaticMarkup(<p>{<InlineText text={text('Un **bras *droit*** fiable & sûr, 5 < 6.')} />}</p>)).toBe(
      '<p>Un <strong>bras <em>droit</em></strong> fiable &amp; sûr, 5 &lt; 6.</p>',
    );
  });

  it('links to a page of the site as a plain anchor, in the running text’s link style', () => {
    const { getByRole } = render(<InlineText text={text('Voir [nos services](/services) ou [le retail](/secteurs-activites#retail).')} />);
    const services = getByRole('link', { name: 'nos services' });
    expect(services.getAttribute('href')).toBe('/services');
    expect(services.hasAttribute('target')).toBe(false);
    expect(services.className).toBe(textLinks.light);
    expect(getByRole('link', { name: 'le retail' }).getAttribute('href')).toBe('/secteurs-activites#retail');
  });

  it('opens a named external link in a new tab, without a handle on the page, and says so to screen readers', () => {
    const { getByRole } = render(<InlineText text={text('Un [**premier** échange](booking) gratuit.')} />);
    const link = getByRole('link', { name: /^premier\s*échange/ });
    expect(link.textContent).toBe(`premier échange (${siteDefinition.locale.labels.newTab})`);
    expect(link.getAttribute('href')).toBe(siteDefinition.links.booking);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.querySelector('strong')?.textContent).toBe('premier');
  });

  it('draws its links in the text’s own colour on a dark section, or where an island says its surface is dark', () => {
    const link = (element: React.ReactNode) => render(element).container.querySelector('a')!.className;
    const linked = text('Voir [nos services](/services).');
    expect(link(<SurfaceContext value="dark">{<InlineText text={linked} />}</SurfaceContext>)).toBe(textLinks.dark);
    expect(link(<InlineText text={linked} onDark />)).toBe(textLinks.dark);
    // A light card inside a dark section.
    expect(link(<SurfaceContext value="dark">{<InlineText text={linked} onDark={false} />}</SurfaceContext>)).toBe(textLinks.light);
  });

  it('of paragraphs is one <p> each', () => {
    const answer = formattedParagraphs(siteContext).parse('De **3 mois** à 2 ans.\n\nVoir [nos services](/services).');
    expect(renderToStaticMarkup(<TextParagraphs text={answer} className="answer" />)).toBe(
      `<p class="answer">De <strong>3 mois</strong> à 2 ans.</p><p class="answer">Voir <a href="/services" class="${textLinks.light}">nos services</a>.</p>`,
    );
  });
});
