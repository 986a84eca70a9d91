import { useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island, IslandRenderer } from '../../engine/render/island.tsx';
import { islandsIn } from '../../engine/render/islands-in.ts';
import { islandRenderer } from '../../engine/render/render-island.tsx';

function Labelled() {
  const id = useId();
  return <input id={id} />;
}

// Rendered as the prerenderer renders a page (engine/app/entry-server.tsx), in Node; a Chakra island in a marked box.
const prerender = (page: ReactNode) =>
  renderToString(
    <IslandRenderer
      value={islandRenderer((island) => (
        <section data-chakra-system="">{island}</section>
      ))}
    >
      {page}
    </IslandRenderer>,
  );

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
      <Island module="blocks/roadmap/Roadmap.tsx" props={{}} chakra>
        <form />
      </Island>
    </main>,
  );

  it('are found once each, in the order they first appear, with whether they need Chakra in the browser', () => {
    expect(islandsIn(html)).toEqual([
      { module: 'blocks/faq-explorer/FaqExplorer.tsx', chakra: false },
      { module: 'blocks/_shell/newsletter/NewsletterForm.tsx', chakra: false },
      { module: 'blocks/roadmap/Roadmap.tsx', chakra: true },
    ]);
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

  it('renders an island drawn with Chakra components inside the page’s Chakra system, and no other', () => {
    expect(html.match(/<section data-chakra-system="">/g)).toHaveLength(1);
    expect(html).toMatch(/data-island="blocks\/roadmap\/Roadmap.tsx"[^>]*><section data-chakra-system=""><form>/);
  });

  it('renders in place, as part of the page, where no prerenderer renders it (a page rendered live in a browser)', () => {
    const live = renderToString(
      <Island module="blocks/roadmap/Roadmap.tsx" props={{}} chakra>
        <form />
      </Island>,
    );
    expect(live).toBe('<div style="display:contents"><form></form></div>');
  });
});
