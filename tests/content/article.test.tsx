// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import Article from '../../blocks/article/Article.tsx';
import { formatFrenchLongDate, splitAroundEmail } from '../../blocks/article/logic.ts';
import { articleSchema, type ArticleProps } from '../../blocks/article/schema.ts';
import site from '../../data/site.json' with { type: 'json' };
import { system } from '../../engine/theme/system.ts';
import { siteContext } from '../site-context.ts';
import type { z } from 'zod';

describe('formatFrenchLongDate', () => {
  it.each([
    [new Date(2026, 10, 21), '21 novembre 2026'],
    [new Date(2025, 7, 15, 23, 59), '15 août 2025'],
    [new Date(2027, 1, 28), '28 février 2027'],
    [new Date(2026, 0, 1, 0, 0), '1er janvier 2026'],
    [new Date(2026, 4, 10), '10 mai 2026'],
  ])('%s → %s', (date, expected) => {
    expect(formatFrenchLongDate(date)).toBe(expected);
  });
});

describe('splitAroundEmail', () => {
  it('isolates each occurrence of the address', () => {
    expect(splitAroundEmail('Écrivez à a@b.fr ou à a@b.fr.', 'a@b.fr')).toEqual([
      { kind: 'text', value: 'Écrivez à ' },
      { kind: 'email', value: 'a@b.fr' },
      { kind: 'text', value: ' ou à ' },
      { kind: 'email', value: 'a@b.fr' },
      { kind: 'text', value: '.' },
    ]);
    expect(splitAroundEmail('Sans adresse', 'a@b.fr')).toEqual([{ kind: 'text', value: 'Sans adresse' }]);
  });
});

const privacy = (input: Partial<z.input<ReturnType<typeof articleSchema>>> = {}) =>
  articleSchema(siteContext).parse({
    type: 'article',
    title: 'Politique de confidentialité',
    titleLevel: 'h1',
    updated: { label: 'Dernière mise à jour\u00a0:' },
    sections: [{ title: 'Vos droits', paragraphs: ['Pour exercer vos droits, écrivez à {email}.'] }],
    contact: { title: 'Nous contacter' },
    ...input,
  });

describe('article schema', () => {
  it('fills the site settings into the text and the contact card', () => {
    const article = privacy();
    expect(article.sections[0]!.paragraphs[0]).toBe(`Pour exercer vos droits, écrivez à ${site.contact.email}.`);
    expect(article.contact).toMatchObject({ companyName: site.legal.companyName, tradeRegister: site.legal.tradeRegister, email: site.contact.email });
  });

  it('refuses a placeholder it does not know, naming where it is', () => {
    const result = articleSchema(siteContext).safeParse({ type: 'article', sections: [{ title: 'Contact', paragraphs: ['Écrivez à {mail}'] }] });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['sections', 0, 'paragraphs', 0], expect.stringMatching(/^Repère inconnu\u00a0: \{mail\}\. Repères connus\u00a0: \{email\}/)],
    ]);
  });

  it('stamps the build date for the prerendered page', () => {
    expect(privacy().updated?.prerenderedDate).toBe(formatFrenchLongDate(new Date()));
  });
});

describe('Article in the browser', () => {
  // Lets act() wait for hydration and the switch to the visitor's date.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  const tree = (props: ArticleProps) => (
    <ChakraProvider value={system}>
      <Article {...props} />
    </ChakraProvider>
  );

  it("hydrates a page built on another day without a mismatch, then shows today's date", async () => {
    const builtLongAgo: ArticleProps = { ...privacy(), updated: { label: 'Dernière mise à jour\u00a0:', prerenderedDate: '1er janvier 2020' } };
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(builtLongAgo));
    document.body.append(container);
    expect(container.textContent).toContain('1er janvier 2020');

    await act(async () => {
      hydrateRoot(container, tree(builtLongAgo), { onRecoverableError: (error) => console.error(error) });
    });

    expect(container.textContent).toContain(`Dernière mise à jour\u00a0: ${formatFrenchLongDate(new Date())}`);
    expect(container.textContent).not.toContain('2020');
    expect(consoleError.mock.calls).toEqual([]);
    container.remove();
  });

  it('renders the contact address as a mail link, and the contact card from the site settings', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(tree(privacy()));
    const links = [...container.querySelectorAll('a[href^="mailto:"]')].map((link) => link.getAttribute('href'));
    expect(links).toEqual([`mailto:${site.contact.email}`, `mailto:${site.contact.email}`]);
    expect(container.querySelector('address')?.textContent).toContain(site.legal.tradeRegister);
    expect([...container.querySelectorAll('h1, h2')].map((heading) => heading.tagName)).toEqual(['H1', 'H2', 'H2']);
    container.remove();
  });
});
