import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDataFile } from '../../editor/data-files.ts';
import { siteSchemasOf } from '../../editor/site-schemas.ts';
import { checkPage as check } from '../../editor/validate.ts';
import site from '../../site.config.ts';
import { contentFixture, problemsOf } from '../engine/content-fixture.ts';
import { dataFiles } from '../site-context.ts';
import { editorApiOnCopy } from './api-on-copy.ts';

// The same checks, two audiences: the build prints the engine's English (CI logs, someone editing JSON by hand),
// the editor shows the site's words (its definition's `locale.content`): French for this site, as the owner types
// and when its server refuses a save.

const nbsp = '\u00a0';
const pagesDir = join(import.meta.dirname, '../../pages');

type EditablePage = { seo: Record<string, unknown>; blocks: Array<Record<string, unknown>> };

/** /nos-valeurs with an empty hero title, a search title too long and a link to no page. */
function badValuesPage(): EditablePage {
  const page = JSON.parse(readFileSync(join(pagesDir, 'nos-valeurs.json'), 'utf8')) as EditablePage;
  page.blocks[0]!.title = '';
  page.blocks[0]!.primaryCta = { label: 'Voir', href: '/nulle-part' };
  page.seo.title = 'Un titre de page beaucoup trop long pour les résultats de recherche';
  return page;
}

/** The pages /nos-valeurs links to, as the editor's page knows them. */
const others = ['/manifeste', '/services', '/notre-mission-chief-of-staff'].map((path) => ({ file: `pages${path}.json`, path, anchors: [], breadcrumb: null }));

/** The editor's check of a page as the owner types, with this site's schemas. */
const checkPage = (page: unknown, file: string, outlines: typeof others) => check(siteSchemasOf(site, dataFiles), page, file, outlines);

const located = (issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) =>
  issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('the messages of the content’s checks', () => {
  let fixture: ReturnType<typeof contentFixture>;
  beforeEach(() => (fixture = contentFixture()));
  afterEach(() => fixture.remove());

  it('stay the engine’s English in the build, for this French site', () => {
    fixture.writePage('nos-valeurs.json', badValuesPage());
    expect(problemsOf(fixture.root)).toEqual([
      'pages/nos-valeurs.json › seo.title: A title of at most 60 characters, so search results show it whole',
      'pages/nos-valeurs.json › blocks[0].title: Too small: expected string to have >=1 characters',
    ]);
    const page = badValuesPage();
    page.blocks[0]!.title = 'Un titre';
    page.seo.title = 'Nos valeurs';
    fixture.writePage('nos-valeurs.json', page);
    expect(problemsOf(fixture.root)).toEqual(['pages/nos-valeurs.json › blocks[0].primaryCta.href: Link to "/nulle-part": no page in pages/ has this path']);
  });

  it('are the site’s French in the editor’s check of the same page, as the owner types', () => {
    expect(located(checkPage(badValuesPage(), 'pages/nos-valeurs.json', others).issues)).toEqual([
      `seo.title: Titre trop long${nbsp}: 60${nbsp}caractères au plus, pour que les moteurs de recherche l’affichent en entier.`,
      `blocks.0.title: Ce champ ne peut pas rester vide.`,
    ]);
    const page = badValuesPage();
    page.blocks[0]!.title = 'Un titre';
    page.seo.title = 'Nos valeurs';
    delete page.blocks[0]!.title;
    page.blocks[1]!.couleur = 'rouge';
    page.blocks.push({ type: 'inconnu' });
    expect(located(checkPage(page, 'pages/nos-valeurs.json', others).issues)).toEqual([
      'blocks.0.title: Champ obligatoire.',
      `blocks.1: Champ inconnu${nbsp}: «${nbsp}couleur${nbsp}».`,
      expect.stringMatching(new RegExp(`^blocks\\.3\\.type: Type de bloc inconnu${nbsp}: "inconnu"\\. Types connus${nbsp}: hero, textSection, .+\\.$`)),
    ]);
    // The build's English after the editor's check: the words are each check's own.
    fixture.writePage('nos-valeurs.json', page);
    expect(problemsOf(fixture.root)).toEqual([
      'pages/nos-valeurs.json › blocks[0].title: Required',
      'pages/nos-valeurs.json › blocks[1]: Unknown field "couleur"',
      expect.stringMatching(/^pages\/nos-valeurs\.json › blocks\[3\]\.type: Unknown block type "inconnu"\. Known: hero, textSection, /),
    ]);
  });

  it('are the site’s French in the editor’s cross-page rules and its data files’ checks', () => {
    const page = badValuesPage();
    page.blocks[0]!.title = 'Un titre';
    page.seo.title = 'Nos valeurs';
    expect(located(checkPage(page, 'pages/nos-valeurs.json', others).issues)).toEqual([
      `blocks.0.primaryCta.href: Lien vers «${nbsp}/nulle-part${nbsp}»${nbsp}: aucune page du site n’a cette adresse.`,
    ]);
    expect(located(checkDataFile(site, dataFiles, [{ title: 'Seul' }], 'values'))).toContainEqual('0.description: Champ obligatoire.');
  });

  it('are the site’s French for a text’s formatting and the links inside it, as the owner types and when a save is refused', () => {
    const page = JSON.parse(readFileSync(join(pagesDir, 'nos-valeurs.json'), 'utf8')) as EditablePage;
    const subtitle = (value: string) => {
      page.blocks[0]!.subtitle = value;
      return located(checkPage(page, 'pages/nos-valeurs.json', others).issues);
    };
    expect(subtitle('Voir [nos services](/services), **en gras**.')).toEqual([]);
    expect(subtitle('Voir [nos tarifs](/tarifs).')).toEqual([
      `blocks.0.subtitle: Lien vers «${nbsp}/tarifs${nbsp}»${nbsp}: aucune page du site n’a cette adresse.`,
    ]);
    expect(subtitle('Voir [l’agenda](calendrier).')).toEqual([
      `blocks.0.subtitle: Lien vers «${nbsp}calendrier${nbsp}»${nbsp}: attendu une adresse de page comme «${nbsp}/services${nbsp}», une ancre comme «${nbsp}#contact${nbsp}», ou l’un des liens du site («${nbsp}booking${nbsp}», «${nbsp}blog${nbsp}», «${nbsp}jobDescriptionGuide${nbsp}»).`,
    ]);
    expect(subtitle('Un <b>bras droit</b>.')).toEqual([
      `blocks.0.subtitle: Ce texte n’accepte pas le HTML${nbsp}: seulement **gras**, *italique* et [mots](lien). Une barre oblique inversée devant un caractère le garde tel quel, comme «${nbsp}\\-${nbsp}».`,
    ]);
    expect(subtitle('Un paragraphe.\n\nUn autre.')).toEqual([`blocks.0.subtitle: Ce texte tient en un paragraphe${nbsp}: retirez la ligne vide.`]);

    const copy = editorApiOnCopy();
    try {
      const { version } = copy.open('/nos-valeurs');
      page.blocks[0]!.subtitle = 'Voir [nos tarifs](/tarifs).';
      const answer = copy.post({ path: '/nos-valeurs', version, page });
      expect(answer.status).toBe(422);
      expect(located((answer.body as { issues: Array<{ path: PropertyKey[]; message: string }> }).issues)).toEqual([
        `blocks.0.subtitle: Lien vers «${nbsp}/tarifs${nbsp}»${nbsp}: aucune page du site n’a cette adresse.`,
      ]);
      expect(copy.text('pages/nos-valeurs.json')).toBe(readFileSync(join(pagesDir, 'nos-valeurs.json'), 'utf8'));
    } finally {
      copy.remove();
    }
  });

  it('are the site’s French in the editor server’s refusal of a save', () => {
    const copy = editorApiOnCopy();
    try {
      const { version } = copy.open('/nos-valeurs');
      const answer = copy.post({ path: '/nos-valeurs', version, page: { ...badValuesPage(), path: '/nos-valeurs' } });
      expect(answer.status).toBe(422);
      expect(located((answer.body as { issues: Array<{ path: PropertyKey[]; message: string }> }).issues)).toEqual([
        `seo.title: Titre trop long${nbsp}: 60${nbsp}caractères au plus, pour que les moteurs de recherche l’affichent en entier.`,
        `blocks.0.title: Ce champ ne peut pas rester vide.`,
      ]);
    } finally {
      copy.remove();
    }
  });
});
