import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { chunkModulesFile } from '../../engine/prerender/vite-plugin-chunk-modules.ts';
import siteDefinition from '../../site.config.ts';
import { axeViolations } from './axe.ts';
import { openRoute, sharedBrowser, viewports } from './browser.ts';

// A text field's formatting (bold, italics, links) is parsed at build time: the page holds its HTML, the islands
// that show such a text receive its parsed nodes, and no parser reaches the browser.

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const dist = resolve(import.meta.dirname, '../../dist');

describe('a link inside a paragraph', () => {
  it.each(Object.entries(viewports))('renders in the sentence on /fiche-poste-chief-of-staff, %s, and axe finds nothing', async (_name, viewport) => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/fiche-poste-chief-of-staff', { viewport });
    const guide = page.getByRole('link', { name: `guide de rédaction d'une offre d'emploi de l'Apec (${siteDefinition.locale.labels.newTab})` });
    expect(await guide.isVisible()).toBe(true);
    expect(await guide.getAttribute('href')).toBe(siteDefinition.links.jobDescriptionGuide);
    expect(await guide.getAttribute('target')).toBe('_blank');
    expect(await guide.getAttribute('rel')).toBe('noopener noreferrer');
    // In the running text of its paragraph, underlined as links in a sentence are.
    const sentence = await guide.evaluate((link) => ({ parent: link.parentElement!.tagName, text: link.parentElement!.textContent }));
    expect(sentence).toEqual({
      parent: 'P',
      text: expect.stringMatching(/^Pour l'annonce elle-même, suivez le guide de rédaction .+ dans l'ordre où les candidats les lisent\.$/),
    });
    expect(await guide.evaluate((link) => getComputedStyle(link).textDecorationLine)).toBe('underline');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it.each(Object.entries(viewports))('leads to another page of the site from its sentence on /notre-mission-chief-of-staff, %s', async (_name, viewport) => {
    const { page, problems } = await openRoute(browser(), baseUrl, '/notre-mission-chief-of-staff', { viewport });
    const quarterly = page.locator('#methode').getByRole('link', { name: 'revus à chaque trimestre', exact: true });
    expect(await quarterly.getAttribute('href')).toBe('/quarter-plan');
    expect(await quarterly.getAttribute('target')).toBeNull();
    expect(await quarterly.evaluate((link) => link.parentElement!.textContent)).toMatch(/^Notre méthode s.appuie sur les OKR.+, revus à chaque trimestre\.$/);
    await quarterly.click();
    await page.waitForURL(`${baseUrl}/quarter-plan`);
    expect(problems).toEqual([]);
  });
});

describe('the browser’s code', () => {
  // Every chunk of the client build, each with the source modules it holds (written by the build).
  const modules = () => Object.values(JSON.parse(readFileSync(join(dist, chunkModulesFile), 'utf8')) as Record<string, string[]>).flat();

  it('renders formatted texts in islands (the FAQ explorer’s answers, the quizzes’ results) from their parsed nodes', () => {
    expect(modules()).toContain('engine/ui-kit/FormattedText.tsx');
  });

  it('holds no Markdown parser, nor the schema that runs it', () => {
    const parser =
      /^node_modules\/(markdown-it|mdurl|linkify-it|uc\.micro|punycode\.js|entities)\/|^engine\/schema\/(markdown-subset|formatted-text-field)\.ts$/;
    expect(modules().filter((module) => parser.test(module))).toEqual([]);
  });
});
