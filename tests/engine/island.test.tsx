import { useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island, IslandRenderer } from '../../engine/render/island.tsx';
import { islandsIn } from '../../engine/render/islands-in.ts';
import { renderIsland } from '../../engine/render/render-island.tsx';

function Labelled() {
  const id = useId();
  return <input id={id} />;
}

// Rendered as the prerenderer renders a page (engine/app/entry-server.tsx), in Node.
const prerender = (page: ReactNode) => renderToString(<IslandRenderer value={renderIsland}>{page}</IslandRenderer>);

describe('islands in a rendered page', () => {
  const html = prerender(
    <main>
      <Island module="blocks/faq-explorer/FaqExplorer.tsx" props={{ title: 'Questions « fréquentes » & <réponses>' }}>
        <Labelled />
      </Island>
      <p>Statique</p>
      <Island module="blocks/_shell/newsletter/NewsletterForm.tsx" props={{}}>
        <form />
      </Island>
      <Island module="blocks/faq-explorer/FaqExplorer.tsx" props={{ title: 'Encore' }}>
        <form />
      </Island>
      <Island module="blocks/roadmap/RoadmapIsland.tsx" props={{}}>
        <form />
      </Island>
    </main>,
  );

  it('are found once each, in the order they first appear', () => {
    expect(islandsIn(html)).toEqual(['blocks/faq-explorer/FaqExplorer.tsx', 'blocks/_shell/newsletter/NewsletterForm.tsx', 'blocks/roadmap/RoadmapIsland.tsx']);
  });

  it('carry their props for the browser, escaped in the attribute', () => {
    expect(html).toContain('data-island-props="{&quot;title&quot;:&quot;Questions « fréquentes » &amp; &lt;réponses&gt;&quot;}"');
  });

  it('are rendered as roots of their own, their ids under the prefix the browser hydrates them with', () => {
    const prefix = /data-island-id="([^"]+)"/.exec(html)?.[1];
    expect(prefix).toBeTruthy();
    const inner = /<input id="([^"]+)"/.exec(html)?.[1];
    // React makes it "_" + prefix + "R_" + position in the root.
    expect(inner?.startsWith(`_${prefix}R_`)).toBe(true);
  });

  it('renders each island with nothing around it, as the browser hydrates it', () => {
    expect(html).toMatch(/data-island="blocks\/roadmap\/RoadmapIsland.tsx"[^>]*><form><\/form><\/div>/);
  });

  it('renders in place, as part of the page, where no prerenderer renders it (a page rendered live in a browser)', () => {
    const live = renderToString(
      <Island module="blocks/roadmap/RoadmapIsland.tsx" props={{}}>
        <form />
      </Island>,
    );
    expect(live).toBe('<div style="display:contents"><form></form></div>');
  });
});
