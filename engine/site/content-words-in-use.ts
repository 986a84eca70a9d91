import type { ContentWords } from './content-words.ts';
import type { SiteDefinition } from './definition.ts';
import { englishContentWords } from './english-content-words.ts';
import { scopedValue } from './scoped-value.ts';

// The content's checks word their messages when they run, not when their schemas are built: the build's in
// English, the editor's in the site's language, with the same schemas. English unless a check says otherwise,
// for that check only (`withContentWords`), so that nothing a check sets outlives it.

const current = scopedValue<ContentWords>(englishContentWords);

/** The words of the check running now: English, unless it runs inside `withContentWords`. */
export const contentWordsInUse = (): ContentWords => current.get();

/** Runs `check` with `words` as the content's messages, then gives back the words before. */
export const withContentWords = <T>(words: ContentWords, check: () => T): T => current.within(words, check);

/** The content's messages for `site`'s editor: its own (its definition's `locale.content`), else the engine's English. */
export const contentWordsOf = (site: SiteDefinition): ContentWords => site.locale.content ?? englishContentWords;
