import { describe, expect, it } from 'vitest';
import { escapeMarkupText } from '../../engine/seo/escape-markup.ts';
import { editorHtml } from '../../editor/vite-plugin-editor.ts';
import site from '../../site.config.ts';

describe("the editor's HTML pages", () => {
  it('say, in the site’s words, that the editor is loading until its script renders', () => {
    expect(editorHtml('main', 'token', site)).toContain('<div id="editor-root"><p style="padding:24px;font-family:system-ui,sans-serif">Chargement…</p></div>');
    expect(editorHtml('main', 'token', site)).toContain('<title>Éditeur de pages</title>');
  });

  it('leave the preview empty until the draft arrives, under its own title', () => {
    const preview = editorHtml('preview', 'token', site);
    expect(preview).toContain('<div id="editor-root"></div>');
    expect(preview).not.toContain('editor-token');
  });

  it('escape the words they print', () => {
    const loud = { ...site, locale: { ...site.locale, editor: { ...site.locale.editor!, ui: { ...site.locale.editor!.ui, appTitle: 'Pages <b>& co</b>' } } } };
    expect(editorHtml('main', 'token', loud)).toContain('<title>Pages &lt;b&gt;&amp; co&lt;/b&gt;</title>');
  });
});

describe('escapeMarkupText', () => {
  it('escapes what would end text between tags, and nothing else', () => {
    expect(escapeMarkupText('a < b && c > d « é »')).toBe('a &lt; b &amp;&amp; c &gt; d « é »');
  });
});
