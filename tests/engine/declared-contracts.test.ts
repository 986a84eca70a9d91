import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlockSchema, registerBlock } from '../../engine/schema/define-block.ts';
import { faqItems } from '../../engine/schema/faq.ts';
import { text } from '../../engine/schema/fields.ts';
import { linkField } from '../../engine/schema/link.ts';
import { defineSite } from '../../engine/site/definition.ts';
import siteDefinition from '../../site.config.ts';
import { contentFixture, problemsOf as problemsOfSite } from './content-fixture.ts';

// The engine reads what a block's schema declares (links, anchors, questions and answers), never field
// names: two test blocks with the same fields, one declaring them as FAQ entries and links, one not.

const pair = { question: text, answer: text };
/** This site with the two test blocks added to its registry. */
const site = defineSite({
  ...siteDefinition,
  blocks: {
    ...siteDefinition.blocks,
    // A quiz card that happens to name its fields `question` and `answer`, with a plain `href` string.
    quizCards: registerBlock(
      (context) =>
        defineBlockSchema(context, 'quizCards', { cards: z.array(z.strictObject(pair)), more: z.strictObject({ href: z.string(), external: z.boolean() }) }),
      'none.tsx',
    ),
    declaredFaq: registerBlock(
      (context) => defineBlockSchema(context, 'declaredFaq', { items: faqItems(context), more: z.strictObject({ href: linkField(context) }) }),
      'none.tsx',
    ),
  },
});
const problemsOf = (root: string) => problemsOfSite(root, site);

let fixture: ReturnType<typeof contentFixture>;
afterEach(() => fixture?.remove());

const cards = [{ question: 'Combien de réunions par semaine ?', answer: 'Trois, au plus.' }];

function pageWith(block: Record<string, unknown>, structuredData: string[] = []) {
  return {
    path: '/essai',
    seo: { title: 'Essai', description: 'Une page d’essai.', structuredData },
    breadcrumb: { label: 'Essai' },
    blocks: [block],
  };
}

describe('contracts a block declares', () => {
  it('a field named `question` with an `answer` that is not declared a FAQ entry needs no FAQPage', () => {
    fixture = contentFixture();
    fixture.writePage('essai.json', pageWith({ type: 'quizCards', cards, more: { href: '/nulle-part', external: false } }));
    expect(problemsOf(fixture.root)).toEqual([]);
  });

  it('an undeclared question and answer do not feed FAQPage either', () => {
    fixture = contentFixture();
    fixture.writePage('essai.json', pageWith({ type: 'quizCards', cards, more: { href: '/', external: false } }, ['FAQPage']));
    expect(problemsOf(fixture.root)).toEqual(['pages/essai.json › seo.structuredData: FAQPage needs a block with questions and answers on this page']);
  });

  it('declared FAQ entries make FAQPage required, and a declared link is checked', () => {
    fixture = contentFixture();
    fixture.writePage('essai.json', pageWith({ type: 'declaredFaq', items: cards, more: { href: '/nulle-part' } }));
    expect(problemsOf(fixture.root)).toEqual([
      'pages/essai.json › seo.structuredData: This page shows a FAQ: add "FAQPage" so search engines see it',
      'pages/essai.json › blocks[0].more.href: Link to "/nulle-part": no page in pages/ has this path',
    ]);
  });
});
