import { afterEach, describe, expect, it } from 'vitest';
import { formattedParagraphs, formattedText } from '../../engine/schema/formatted-text-field.ts';
import { linksOf, plainText } from '../../engine/schema/formatted-text.ts';
import { faqPageJsonLd } from '../../engine/seo/json-ld.ts';
import { faqItems } from '../../engine/schema/faq.ts';
import siteDefinition from '../../site.config.ts';
import { siteContext } from '../site-context.ts';
import { contentFixture, heroPage, problemsOf } from './content-fixture.ts';

const text = formattedText(siteContext);
const paragraphs = formattedParagraphs(siteContext);
const booking = siteDefinition.links.booking!;

/** The one message a text gets, or undefined when it parses. */
const problem = (source: string, schema: typeof text | typeof paragraphs = text) => {
  const result = schema.safeParse(source);
  return result.success ? undefined : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n');
};

describe('a formatted text field', () => {
  it('holds the words of a text without Markdown as they are', () => {
    expect(text.parse('  Un bras droit pour le dirigeant.  ')).toEqual({ inline: ['Un bras droit pour le dirigeant.'] });
  });

  it('reads **bold**, *italics* and [words](link), nested, with links resolved as link fields resolve them', () => {
    expect(text.parse('Un **bras *droit*** pour [nos services](/services), [réserver](booking) ou [la suite](#contact).')).toEqual({
      inline: [
        'Un ',
        { mark: 'strong', children: ['bras ', { mark: 'em', children: ['droit'] }] },
        ' pour ',
        { link: { href: '/services', external: false }, children: ['nos services'] },
        ', ',
        { link: { href: booking, external: true }, children: ['réserver'] },
        ' ou ',
        { link: { href: '#contact', external: false }, children: ['la suite'] },
        '.',
      ],
    });
    expect(text.parse('[Retail](/secteurs-activites#retail) et _aussi_ __ceci__')).toEqual({
      inline: [
        { link: { href: '/secteurs-activites#retail', external: false }, children: ['Retail'] },
        ' et ',
        { mark: 'em', children: ['aussi'] },
        ' ',
        { mark: 'strong', children: ['ceci'] },
      ],
    });
  });

  it('keeps a character a backslash escapes, a lone star, and a line end inside the paragraph', () => {
    expect(text.parse('2024\\. Une année \\*record\\* à 5 * 3\nsur deux lignes')).toEqual({ inline: ['2024. Une année *record* à 5 * 3\nsur deux lignes'] });
  });

  it.each([
    ['raw HTML in a sentence', 'Un <strong>bras droit</strong>.', 'Raw HTML'],
    ['an HTML block', '<div>Un bras droit</div>', 'Raw HTML'],
    ['an HTML comment', 'Un bras <!-- caché --> droit', 'Raw HTML'],
    ['an image', 'Voici ![le logo](/logo.png).', 'An image'],
    ['a heading', '# Un titre', 'A heading (a line starting with "#")'],
    ['a heading underlined', 'Un titre\n===', 'A heading (a line starting with "#")'],
    ['a bulleted list', '- un point', 'A list (a line starting with "-", "*", "+" or a number and a dot)'],
    ['a numbered list', '2024. Une année record', 'A list (a line starting with "-", "*", "+" or a number and a dot)'],
    ['a quotation block', '> une citation', 'A quotation block (a line starting with ">")'],
    ['code in a sentence', 'Tapez `npm start`.', 'Code'],
    ['a code block', '```\nnpm start\n```', 'Code'],
    ['a horizontal rule', '***', 'A horizontal rule'],
    ['an autolink', 'Voir <https://example.com>.', 'A link between "<" and ">"'],
    ['an e-mail autolink', 'Écrivez à <contact@example.com>.', 'A link between "<" and ">"'],
    ['a forced line break', 'Une ligne\\\nune autre', 'A forced line break'],
    ['a link definition', 'Voir [nos services][s].\n\n[s]: /services', 'A link definition ("[name]: target")'],
    ['a link title', 'Voir [nos services](/services "Services").', 'A link title'],
    ['a link without words', 'Voir [](/services).', 'A link without words'],
  ])('refuses %s, naming it', (_, source, construct) => {
    expect(problem(source)).toBe(
      `: ${construct} is not allowed in this text: only **bold**, *italics* and [words](link); a backslash keeps a character as typed ("\\-")`,
    );
  });

  it.each([
    ['an address of another site', 'https://example.com'],
    ['a name the site does not declare', 'agenda'],
    ['a route written without its slash', 'services'],
  ])('refuses a link to %s, listing what a link may be', (_, target) => {
    expect(problem(`Voir [ici](${target}).`)).toBe(
      `: Link to "${target}": expected a route path like "/services", an anchor like "#contact", or one of the site's links (booking, blog, jobDescriptionGuide)`,
    );
  });

  it('holds one paragraph, unless it is a text of paragraphs', () => {
    expect(problem('Un paragraphe.\n\nUn autre.')).toBe(': This text is one paragraph: remove the blank line');
    expect(paragraphs.parse('Un **paragraphe**.\n\n\nUn [autre](/services).')).toEqual({
      paragraphs: [
        ['Un ', { mark: 'strong', children: ['paragraphe'] }, '.'],
        ['Un ', { link: { href: '/services', external: false }, children: ['autre'] }, '.'],
      ],
    });
    expect(problem('Un paragraphe.\n\n- un point', paragraphs)).toMatch(/^: A list /);
  });

  it('is still a text: empty is refused as before', () => {
    expect(text.safeParse('   ').success).toBe(false);
  });
});

describe('the words of a formatted text', () => {
  it('are its text without its Markdown, paragraphs apart by a blank line', () => {
    expect(plainText(text.parse('Un **bras *droit*** pour [nos services](/services).'))).toBe('Un bras droit pour nos services.');
    expect(plainText(paragraphs.parse('Un [paragraphe](booking).\n\nUn *autre*.'))).toBe('Un paragraphe.\n\nUn autre.');
  });

  it('are what the FAQ’s structured data answers with', () => {
    const [item] = faqItems(siteContext).parse([{ question: 'Combien de temps ?', answer: 'De **3 mois** à 2 ans.\n\nVoir [nos services](/services).' }]);
    expect(faqPageJsonLd([item!]).mainEntity).toEqual([
      { '@type': 'Question', name: 'Combien de temps ?', acceptedAnswer: { '@type': 'Answer', text: 'De 3 mois à 2 ans.\n\nVoir nos services.' } },
    ]);
  });

  it('leave its links apart, in reading order', () => {
    expect(linksOf(paragraphs.parse('[Un](/services) **[deux](booking)**\n\n[trois](#contact)'))).toEqual([
      { href: '/services', external: false },
      { href: booking, external: true },
      { href: '#contact', external: false },
    ]);
  });
});

describe('links inside a text, across pages (file › JSON path)', () => {
  let fixture: ReturnType<typeof contentFixture>;
  afterEach(() => fixture.remove());

  const withSubtitle = (subtitle: string, extra: Record<string, unknown> = {}) => {
    fixture = contentFixture();
    fixture.writePage('example.json', heroPage('/example', { subtitle, ...extra }));
    return problemsOf(fixture.root);
  };

  it('accept a route, a declared anchor of another page or of this one, and a named link', () => {
    expect(
      withSubtitle('Voir [nos services](/services), [le retail](/secteurs-activites#retail), [le haut](#haut) et [l’agenda](booking).', { id: 'haut' }),
    ).toEqual([]);
  });

  it('fail the build on a route no page serves, naming the text’s field', () => {
    expect(withSubtitle('Voir [nos tarifs](/tarifs).')).toEqual([
      'pages/example.json › blocks[0].subtitle: Link to "/tarifs": no page in pages/ has this path',
    ]);
  });

  it('fail the build on an anchor the page does not declare', () => {
    expect(withSubtitle('Voir [le retail](/secteurs-activites#nulle-part).')).toEqual([
      expect.stringMatching(
        /^pages\/example\.json › blocks\[0\]\.subtitle: Anchor "#nulle-part" is not declared by any block of \/secteurs-activites \(declared: /,
      ),
    ]);
  });

  it('fail the build on a name the site does not declare, and on what the text refuses', () => {
    expect(withSubtitle('Voir [l’agenda](calendrier).')).toEqual([
      'pages/example.json › blocks[0].subtitle: Link to "calendrier": expected a route path like "/services", an anchor like "#contact", or one of the site\'s links (booking, blog, jobDescriptionGuide)',
    ]);
    fixture.remove();
    expect(withSubtitle('Un <em>bras droit</em>.')).toEqual([
      'pages/example.json › blocks[0].subtitle: Raw HTML is not allowed in this text: only **bold**, *italics* and [words](link); a backslash keeps a character as typed ("\\-")',
    ]);
  });

  it('in a data file, name the data file and the path inside it', () => {
    fixture = contentFixture();
    const faq = JSON.parse(fixture.read('data/faq.json')) as { items: Array<{ answer: string }> };
    faq.items[2]!.answer = 'Voir ![un schéma](/schema.png).';
    fixture.write('data/faq.json', JSON.stringify(faq));
    expect(problemsOf(fixture.root)).toContainEqual(
      expect.stringMatching(/^pages\/faq\.json › blocks\[\d+\]\.faq: data\/faq\.json › items\[2\]\.answer: An image is not allowed in this text/),
    );
  });
});
