import { describe, expect, it } from 'vitest';
import { addressesOf } from '../../editor/client/addresses.ts';
import { apiAddress, previewAddress } from '../../editor/own-addresses.ts';

describe("the editor's addresses", () => {
  const { editorUrl, dataEditorUrl, openedBy, list } = addressesOf('/admin/');

  it('opens every route at its own address, those the editor uses for itself included', () => {
    for (const route of ['/faq', '/ressources/guide-okr', '/preview', '/api/cles', '/donnees/valeurs', '/index']) {
      expect(openedBy(new URL(editorUrl(route), 'http://x').pathname)).toEqual({ route });
    }
    expect(editorUrl('/')).toBe('/admin/_index');
    expect(openedBy('/admin/_index')).toEqual({ route: '/' });
  });

  it('never takes its own addresses for a route: the data files, the preview, the API, the list', () => {
    expect(dataEditorUrl('values', '/nos-valeurs')).toBe('/admin/_donnees/values?page=%2Fnos-valeurs');
    expect(openedBy('/admin/_donnees/values')).toEqual({ dataName: 'values' });
    expect(openedBy(previewAddress('/admin/')).route).toBeUndefined();
    expect(openedBy(`${apiAddress('/admin/')}pages`).route).toBeUndefined();
    expect(openedBy(list)).toEqual({});
  });
});
