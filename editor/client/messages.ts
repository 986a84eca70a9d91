import type { ImageSource } from '../../engine/site/schema-context.ts';
import type { PageOutline } from '../../engine/validation/page-rules.ts';

/** From the editor to its preview: the draft to render and the block to highlight. */
export interface DraftMessage {
  source: 'page-editor';
  page: unknown;
  others: PageOutline[];
  selected: number | undefined;
  /** The images the editor's checks know (/admin/: those uploaded since the build too), by path. */
  images: Array<[string, ImageSource]>;
  /** /admin/: where the images the build has not written are shown from, by their source's hash (blob: addresses). */
  unbuilt: Record<string, string>;
}

/** From the preview: ready for a draft, or the person clicked a block. */
export type PreviewMessage = { source: 'page-editor-preview'; type: 'ready' } | { source: 'page-editor-preview'; type: 'select'; index: number };

export const previewWidths = [390, 768, 1440] as const;
