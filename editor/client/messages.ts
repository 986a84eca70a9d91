import type { PageOutline } from '../../engine/validation/page-rules.ts';

/** From the editor to its preview: the draft to render and the block to highlight. */
export interface DraftMessage {
  source: 'page-editor';
  page: unknown;
  others: PageOutline[];
  selected: number | undefined;
}

/** From the preview: ready for a draft, or the person clicked a block. */
export type PreviewMessage = { source: 'page-editor-preview'; type: 'ready' } | { source: 'page-editor-preview'; type: 'select'; index: number };

export const previewWidths = [390, 768, 1440] as const;
