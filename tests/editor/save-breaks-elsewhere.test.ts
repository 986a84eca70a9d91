import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editorApiOnCopy } from './api-on-copy.ts';

// A save is checked by the build's own loader with the draft in place of its file: what it would break in another
// file refuses it, naming that page, and nothing is written.

interface Refusal {
  error: string;
  issues: Array<{ file: string; path: PropertyKey[]; message: string }>;
  elsewhere: Array<{ file: string; route?: string; path: PropertyKey[]; message: string }>;
}

let copy: ReturnType<typeof editorApiOnCopy>;
beforeEach(() => (copy = editorApiOnCopy()));
afterEach(() => copy.remove());

/** The copy's /medias links to the sectors block of /secteurs-activites by its anchor. */
function linkMediasToSectors() {
  const medias = copy.text('pages/medias.json');
  const linked = medias.replace(
    '"secondaryCta": { "label": "Découvrir nos services", "href": "/services" }',
    '"secondaryCta": { "label": "Tous nos secteurs", "href": "/secteurs-activites#secteurs" }',
  );
  expect(linked).not.toBe(medias);
  copy.write('pages/medias.json', linked);
}

describe('a page save that breaks another file', () => {
  it('is refused when it removes an anchor another page links to, naming that page and its field; nothing is written', () => {
    linkMediasToSectors();
    const before = copy.text('pages/secteurs-activites.json');
    const { page, version } = copy.open('/secteurs-activites');
    expect(page.blocks[1]!.id).toBe('secteurs');
    delete page.blocks[1]!.id;

    const answer = copy.post({ path: '/secteurs-activites', version, page });
    expect(answer.status).toBe(422);
    const { error, issues, elsewhere } = answer.body as Refusal;
    expect(error).toMatch(/^Rien n’a été enregistré/);
    expect(issues).toEqual([]);
    expect(elsewhere).toEqual([
      {
        file: 'pages/medias.json',
        route: '/medias',
        path: ['blocks', 0, 'secondaryCta', 'href'],
        message:
          'La page /medias (pages/medias.json) renvoie à l’ancre #secteurs de /secteurs-activites (champ blocks[0].secondaryCta.href), qui n’existerait plus sur cette page.',
      },
    ]);
    expect(copy.text('pages/secteurs-activites.json')).toBe(before);
  });

  it('is refused when it removes the anchors the site’s navigation links to', () => {
    const { page, version } = copy.open('/secteurs-activites');
    page.blocks.splice(1, 1);
    const answer = copy.post({ path: '/secteurs-activites', version, page });
    expect(answer.status).toBe(422);
    const { elsewhere } = answer.body as Refusal;
    expect(elsewhere.map((issue) => issue.file)).toContain('data/navigation.json');
    expect(elsewhere.map((issue) => issue.message)).toContainEqual(
      expect.stringMatching(
        /^La navigation du site \(data\/navigation\.json\) renvoie à l’ancre #retail de \/secteurs-activites \(champ [^)]+\.href\), qui n’existerait plus sur cette page\.$/,
      ),
    );
  });

  it('is refused when it takes away the breadcrumb label of the parent other pages name, naming each of them', () => {
    const before = copy.text('pages/ressources.json');
    const { page, version } = copy.open('/ressources');
    page.breadcrumb = null;
    const answer = copy.post({ path: '/ressources', version, page });
    expect(answer.status).toBe(422);
    const { elsewhere } = answer.body as Refusal;
    expect(elsewhere.map((issue) => issue.route)).toEqual(expect.arrayContaining(['/faq', '/manifeste', '/okr-chief-of-staff']));
    expect(elsewhere.find((issue) => issue.route === '/faq')).toEqual({
      file: 'pages/faq.json',
      route: '/faq',
      path: ['breadcrumb', 'parent'],
      message:
        'La page /faq (pages/faq.json) a /ressources pour page parente dans son fil d’Ariane (champ breadcrumb.parent), mais /ressources n’aurait pas de libellé à y afficher.',
    });
    expect(copy.text('pages/ressources.json')).toBe(before);
  });

  it('still writes a save that breaks nothing, an anchor no one links to renamed', () => {
    const { page, version } = copy.open('/secteurs-activites');
    page.blocks[1]!.id = 'nos-secteurs';
    expect(copy.post({ path: '/secteurs-activites', version, page }).status).toBe(200);
    expect(copy.text('pages/secteurs-activites.json')).toContain('"id": "nos-secteurs"');
  });
});

describe('a data-file save that breaks a page', () => {
  type Entry = Record<string, unknown> & { id: string };
  const openData = (name: string) => copy.openData(name).body as { data: Entry[]; version: string };

  it('is refused when a service’s page address no longer is a page, naming the page that lists it; nothing is written', () => {
    const before = copy.text('data/services.json');
    const { data, version } = openData('services');
    data[0]!.url = '/consultation';
    const answer = copy.postData({ name: 'services', data, version });
    expect(answer.status).toBe(422);
    const { issues, elsewhere } = answer.body as Refusal;
    expect(issues).toEqual([]);
    const services = elsewhere.find((issue) => issue.route === '/services');
    expect(services?.file).toBe('pages/services.json');
    expect(services?.message).toMatch(
      /^La page \/services \(pages\/services\.json\) renvoie à \/consultation \(champ blocks\[\d+\]\.[^)]+\), qui ne serait pas une page du site\.$/,
    );
    expect(copy.text('data/services.json')).toBe(before);
  });

  it('still writes a change that breaks nothing', () => {
    const { data, version } = openData('services');
    data[0]!.title = 'Conseil stratégique';
    expect(copy.postData({ name: 'services', data, version }).status).toBe(200);
    expect(copy.text('data/services.json')).toContain('"title": "Conseil stratégique"');
  });
});

describe('a save while another file is already broken on disk', () => {
  const breakByHand = () => copy.write('pages/qui-sommes-nous.json', '{ "path": "/qui-sommes-nous", ');

  it('goes through when the change breaks nothing itself: what was broken before is not its doing', () => {
    breakByHand();
    const { page, version } = copy.open('/nos-valeurs');
    page.blocks[0]!.title = 'Cinq valeurs, une relation de confiance';
    const answer = copy.post({ path: '/nos-valeurs', version, page });
    expect(answer.status).toBe(200);
    expect(copy.text('pages/nos-valeurs.json')).toContain('"title": "Cinq valeurs, une relation de confiance"');
  });

  it('is refused for what the change breaks, naming that alone', () => {
    breakByHand();
    linkMediasToSectors();
    const { page, version } = copy.open('/secteurs-activites');
    delete page.blocks[1]!.id;
    const answer = copy.post({ path: '/secteurs-activites', version, page });
    expect(answer.status).toBe(422);
    expect((answer.body as Refusal).elsewhere.map((issue) => `${issue.file} › ${issue.path.join('.')}`)).toEqual([
      'pages/medias.json › blocks.0.secondaryCta.href',
    ]);
  });
});
