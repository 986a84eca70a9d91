import type { ContentWords } from '../engine/site/content-words.ts';
import type { SiteDefinition } from '../engine/site/definition.ts';
import { englishContentWords } from '../engine/site/english-content-words.ts';
import type { EditorWords } from '../engine/site/editor-words.ts';
import { englishEditorWords } from './english-words.ts';

/** The editor's words for `site`: its own (its definition's `locale.editor`), else the engine's English. */
export const editorWordsOf = (site: SiteDefinition): EditorWords => site.locale.editor ?? englishEditorWords;

/** The content's messages for `site`'s editor: its own (its definition's `locale.content`), else the engine's English. */
export const contentWordsOf = (site: SiteDefinition): ContentWords => site.locale.content ?? englishContentWords;
