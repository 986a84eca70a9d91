import { tallyOrigin } from '../../engine/schema/tally-origin.ts';

export const tallyScriptUrl = `${tallyOrigin}/widgets/embed.js`;

/** The embed URL with the spec's options: left-aligned, no title, transparent, self-sizing. */
export function tallyEmbedUrl(formId: string): string {
  return `${tallyOrigin}/embed/${encodeURIComponent(formId)}?alignLeft=1&hideTitle=1&transparentBackground=1&dynamicHeight=1`;
}

/** The form service's own page for a form: where the fallback link sends visitors whose browser blocks the frame. */
export function tallyFormPageUrl(formId: string): string {
  return `${tallyOrigin}/r/${encodeURIComponent(formId)}`;
}

/** When the script can't load, frames still waiting for it get their source set directly. */
export function applyFallbackSources(root: ParentNode): number {
  const frames = root.querySelectorAll<HTMLIFrameElement>('iframe[data-tally-src]:not([src])');
  frames.forEach((frame) => {
    frame.src = frame.dataset.tallySrc!;
  });
  return frames.length;
}

interface TallyWindow {
  Tally?: { loadEmbeds(): void };
}

/** Injects the Tally script once (if absent), then lets it load every embed on the page. */
export function loadTallyEmbeds(doc: Document): void {
  const win = doc.defaultView as (Window & TallyWindow) | null;
  if (win?.Tally) {
    win.Tally.loadEmbeds();
    return;
  }
  const onLoad = () => (win?.Tally ? win.Tally.loadEmbeds() : applyFallbackSources(doc));
  const onError = () => applyFallbackSources(doc);
  let script = doc.querySelector<HTMLScriptElement>(`script[src="${tallyScriptUrl}"]`);
  if (!script) {
    script = doc.createElement('script');
    script.src = tallyScriptUrl;
    script.async = true;
    doc.body.appendChild(script);
  }
  script.addEventListener('load', onLoad, { once: true });
  script.addEventListener('error', onError, { once: true });
}
