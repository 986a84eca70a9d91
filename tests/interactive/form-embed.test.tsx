// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FormEmbed from '../../blocks/form-embed/FormEmbed.tsx';
import { formEmbedSchema } from '../../blocks/form-embed/schema.ts';
import site from '../../data/site.json' with { type: 'json' };
import { pageBlock } from './support/page-block.ts';
import { renderWithSite } from './support/render.tsx';

// Every page with an embedded contact form, and the form it embeds (data/site.json tallyForms).
const embeds = [
  ['index', 'contact'],
  ['consultation-strategique', 'consultation'],
  ['chief-of-staff-entrepreneurs', 'contact'],
  ['chief-of-staff-permanent', 'contact'],
  ['chief-of-staff-vs-consultant', 'contact'],
  ['chief-of-staff-assistant-comparatif', 'contact'],
  ['manifeste', 'contact'],
  ['matrice-risques', 'contact'],
] as const;

describe('FormEmbed', () => {
  it.each(embeds)('pages/%s.json: under the frame, a link opens the same %s form on its own page, in a new tab', (page, form) => {
    const props = pageBlock(page, 'formEmbed', formEmbedSchema);
    renderWithSite(<FormEmbed {...props} />);
    const formId = site.tallyForms[form];
    expect(screen.getByTitle(props.frameTitle).getAttribute('data-tally-src')).toContain(`/embed/${formId}?`);
    const fallback = screen.getByRole('link', { name: new RegExp(`^${props.fallback.linkLabel}`) });
    expect(fallback.getAttribute('href')).toBe(`https://tally.so/r/${formId}`);
    expect(fallback.getAttribute('target')).toBe('_blank');
    expect(fallback.getAttribute('rel')).toBe('noopener noreferrer');
    expect(fallback.textContent).toContain('(nouvel onglet)');
  });

  it('sizes the frame as the specification asks: 500 px on the home page, 400 px on the consultation page', () => {
    expect(pageBlock('index', 'formEmbed', formEmbedSchema).height).toBe(500);
    expect(pageBlock('consultation-strategique', 'formEmbed', formEmbedSchema).height).toBe(400);
  });
});
