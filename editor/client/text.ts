import site from 'virtual:site-definition';
import { editorWordsOf } from '../words.ts';

/** The editor's words in the site's language: its definition's `locale.editor`, else the engine's English. */
export const words = editorWordsOf(site);
export const t = words.ui;

/** A date and time as the site's language writes them: "23 novembre 2026 à 14:05" in French. */
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleString(site.locale.contentLanguage, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Two names in the order of the site's language, for the lists the person reads. */
export const compareNames = (a: string, b: string) => a.localeCompare(b, site.locale.contentLanguage);
