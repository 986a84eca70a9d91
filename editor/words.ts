import type { SiteDefinition } from '../engine/site/definition.ts';
import type { EditorWords } from '../engine/site/editor-words.ts';
import { englishEditorWords } from './english-words.ts';

/** The editor's words for `site`: its own (its definition's `locale.editor`), else the engine's English. */
export const editorWordsOf = (site: SiteDefinition): EditorWords => site.locale.editor ?? englishEditorWords;
