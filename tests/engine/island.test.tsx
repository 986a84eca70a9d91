import { useId, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island, IslandRenderer, type IslandRendering } from '../../engine/render/island.tsx';
import { islandsIn } from '../../engine/render/islands-in.ts';
import { renderIsland } from '../../engine/render/render-island.tsx';

function Labelled({ title }: { title: string }) {
  const id = useId();
  return <input id={id} aria-label={title} />;
}

const EmptyForm = () => <form />;
const Unlisted = () => <form />;

// The islands of a site, with their source modules (engine/prerender/vite-plugin-pages.ts makes this table).
const islandModules = new Map<ComponentType<never>, string>([
  [Labelled, 'blocks/faq-explorer/FaqExplorerIsland.tsx'],
  [EmptyForm, 'blocks/roadmap/CyclingSteps.tsx'],
]);
const rendering: IslandRendering = { render: renderIsland, moduleOf: (component) => islandModules.get(component) };

// Rendered as the prerenderer renders a page (engine/app/entry-server.tsx), in Node.
const prerender = (page: ReactNode) => renderToString(<IslandRenderer value={rendering}>{page}</IslandRenderer>);

describe('islands in a rendered page', () => {
  const html = prerender(
    <main>
      <Island component={Labelled} props={{ title: 'Questions « fréquentes » & <réponses>' }} />
      <p>Statique</p>
      <Island component={EmptyForm} props={{}} />
      <Island component={Labelled} props={{ title: 'Encore' }} />
    </main>,
  );

  it('are written with the source module of their component, found once each in the order they first appear', () => {
    expect(islandsIn(html)).toEqual(['blocks/faq-explorer/FaqExplorerIsland.tsx', 'blocks/roadmap/CyclingSteps.tsx']);
  });

  it('carry their props for the browser, escaped in the attribute', () => {
    expect(html).toContain('data-island-props="{&quot;title&quot;:&quot;Questions « fréquentes » &amp; &lt;réponses&gt;&quot;}"');
  });

  it('render their component with those props', () => {
    expect(html).toContain('aria-label="Encore"');
  });

  it('are rendered as roots of their own, their ids under the prefix the browser hydrates them with', () => {
    const prefix = /data-island-id="([^"]+)"/.exec(html)?.[1];
    expect(prefix).toBeTruthy();
    const inner = /<input id="([^"]+)"/.exec(html)?.[1];
    // React makes it "_" + prefix + "R_" + position in the root.
    expect(inner?.startsWith(`_${prefix}R_`)).toBe(true);
  });

  it('renders each island with nothing around it, as the browser hydrates it', () => {
    expect(html).toMatch(/data-island="blocks\/roadmap\/CyclingSteps.tsx"[^>]*><form><\/form><\/div>/);
  });

  it('refuses a component that is no island of the site, naming it: it would never run in the browser', () => {
    expect(() => prerender(<Island component={Unlisted} props={{}} />)).toThrow(/^Unlisted is rendered as an island, but the site has no such island/);
  });

  it('renders in place, as part of the page, where no prerenderer renders it (a page rendered live in a browser)', () => {
    const live = renderToString(<Island component={EmptyForm} props={{}} />);
    expect(live).toBe('<div style="display:contents"><form></form></div>');
  });
});
