import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island } from '../../engine/render/island.tsx';
import { islandsIn } from '../../engine/render/islands-in.ts';

function Labelled() {
  const id = useId();
  return <input id={id} />;
}

// Rendered as the prerenderer renders a page, in Node.
describe('islands in a rendered page', () => {
  const html = renderToString(
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
    </main>,
  );

  it('are found once each, in the order they first appear, with whether they need Chakra in the browser', () => {
    expect(islandsIn(html)).toEqual([
      { module: 'blocks/faq-explorer/FaqExplorer.tsx', chakra: false },
      { module: 'blocks/_shell/newsletter/NewsletterForm.tsx', chakra: false },
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

  it('refuses to render an island drawn with Chakra components without the page’s Chakra system', () => {
    expect(() =>
      renderToString(
        <Island module="blocks/roadmap/Roadmap.tsx" props={{}} chakra>
          <form />
        </Island>,
      ),
    ).toThrow('blocks/roadmap/Roadmap.tsx is drawn with Chakra components');
  });
});
