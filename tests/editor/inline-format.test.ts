import { describe, expect, it } from 'vitest';
import { hasMark, linkAt, setLink, toggleMark, type Selected } from '../../editor/inline-format.ts';

/** A text with its selection drawn in it: `[` and `]` around what is selected, `|` for a caret. */
function drawn(text: string): Selected {
  const caret = text.indexOf('|');
  if (caret !== -1) return { text: text.replace('|', ''), start: caret, end: caret };
  const start = text.indexOf('⟦');
  const end = text.indexOf('⟧') - 1;
  return { text: text.replace('⟦', '').replace('⟧', ''), start, end };
}

function draw({ text, start, end }: Selected): string {
  return start === end ? `${text.slice(0, start)}|${text.slice(start)}` : `${text.slice(0, start)}⟦${text.slice(start, end)}⟧${text.slice(end)}`;
}

describe('bold and italics', () => {
  it('wrap the words selected and keep them selected', () => {
    expect(draw(toggleMark(drawn('Un ⟦cabinet⟧ parisien'), 'bold'))).toBe('Un **⟦cabinet⟧** parisien');
    expect(draw(toggleMark(drawn('Un ⟦cabinet⟧ parisien'), 'italic'))).toBe('Un *⟦cabinet⟧* parisien');
  });

  it('leave the spaces at the edges of the selection outside, where Markdown needs them', () => {
    expect(draw(toggleMark(drawn('Un⟦ cabinet ⟧parisien'), 'bold'))).toBe('Un **⟦cabinet⟧** parisien');
  });

  it('unwrap words that carry the mark, selected inside or with their asterisks', () => {
    expect(draw(toggleMark(drawn('Un **⟦cabinet⟧** parisien'), 'bold'))).toBe('Un ⟦cabinet⟧ parisien');
    expect(draw(toggleMark(drawn('Un ⟦**cabinet**⟧ parisien'), 'bold'))).toBe('Un ⟦cabinet⟧ parisien');
    expect(draw(toggleMark(drawn('Un *⟦cabinet⟧* parisien'), 'italic'))).toBe('Un ⟦cabinet⟧ parisien');
  });

  it('tell bold from italics, and combine them', () => {
    expect(hasMark(drawn('**⟦cabinet⟧**'), 'bold')).toBe(true);
    expect(hasMark(drawn('**⟦cabinet⟧**'), 'italic')).toBe(false);
    expect(hasMark(drawn('*⟦cabinet⟧*'), 'bold')).toBe(false);
    expect(draw(toggleMark(drawn('**⟦cabinet⟧**'), 'italic'))).toBe('***⟦cabinet⟧***');
    expect(draw(toggleMark(drawn('***⟦cabinet⟧***'), 'bold'))).toBe('*⟦cabinet⟧*');
    expect(draw(toggleMark(drawn('***⟦cabinet⟧***'), 'italic'))).toBe('**⟦cabinet⟧**');
  });

  it('with nothing selected, apply to the word at the caret, and off again', () => {
    const once = toggleMark(drawn('Un cabi|net parisien'), 'bold');
    expect(draw(once)).toBe('Un **⟦cabinet⟧** parisien');
    expect(draw(toggleMark({ ...once, start: once.start + 2, end: once.start + 2 }, 'bold'))).toBe('Un ⟦cabinet⟧ parisien');
  });

  it('with nothing selected outside a word, write an empty pair around the caret, and take it away again', () => {
    const once = toggleMark(drawn('Un cabinet |'), 'italic');
    expect(draw(once)).toBe('Un cabinet *|*');
    expect(draw(toggleMark(once, 'italic'))).toBe('Un cabinet |');
  });
});

describe('links', () => {
  it('make the words selected a link, its words selected', () => {
    expect(draw(setLink(drawn('Voir ⟦nos services ⟧ici'), '/services'))).toBe('Voir [⟦nos services⟧](/services) ici');
  });

  it('with nothing selected, link the word at the caret, or show the target to type over', () => {
    expect(draw(setLink(drawn('Voir nos ser|vices.'), 'booking'))).toBe('Voir nos [⟦services⟧](booking).');
    expect(draw(setLink(drawn('Voir : |'), '/services'))).toBe('Voir : [⟦/services⟧](/services)');
  });

  it('point the link the selection is in elsewhere, or take it away and keep its words', () => {
    const text = 'Voir [nos services](/services#conseil) ici';
    expect(linkAt(drawn('Voir [nos s|ervices](/services#conseil) ici'))).toEqual({ start: 5, end: 38, words: 'nos services', href: '/services#conseil' });
    expect(linkAt({ text, start: 5, end: 5 })).toBeUndefined();
    expect(draw(setLink(drawn('Voir [nos s|ervices](/services#conseil) ici'), '#contact'))).toBe('Voir [⟦nos services⟧](#contact) ici');
    expect(draw(setLink(drawn('Voir [⟦nos services⟧](/services) ici'), ''))).toBe('Voir ⟦nos services⟧ ici');
  });

  it('wrap words already in bold', () => {
    expect(draw(setLink(drawn('Voir **⟦nos services⟧**'), '/services'))).toBe('Voir **[⟦nos services⟧](/services)**');
  });
});
