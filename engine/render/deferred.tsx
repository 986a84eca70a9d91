import { createElement, Suspense, use, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { loadComponentRecipes } from '../theme/browser-system.ts';
import { fulfilled, memoise } from '../app/settled-promise.ts';
import { replayHeldInput, watchPart, type HydrationTrigger } from './replay-input.ts';
import { useIsHydrating } from './use-is-hydrating.ts';

/** A component whose code is downloaded the first time a page needs it. */
export interface DeferredComponent<P extends object> {
  load(): Promise<ComponentType<P>>;
  /** The component once downloaded, else undefined. */
  loaded(): ComponentType<P> | undefined;
}

const everyDeferred: DeferredComponent<never>[] = [];

/** A component whose code is downloaded on first need, with the recipes of Chakra's interactive components. */
export function createDeferred<P extends object>(importer: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  const loader = memoise(() => Promise.all([importer(), loadComponentRecipes()]).then(([component]) => component));
  return { load: () => loader.get(''), loaded: () => loader.peek('') };
}

/** A deferred part of the shell: the prerenderer loads it so that pages carry its HTML. */
export function deferredComponent<P extends object>(importer: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  const deferred = createDeferred(importer);
  everyDeferred.push(deferred as DeferredComponent<never>);
  return deferred;
}

/** For the prerenderer: with every deferred component loaded, pages render them in full. */
export const loadEveryDeferredComponent = () => Promise.all(everyDeferred.map((deferred) => deferred.load()));

function useWakeUp(): [Promise<void>, () => void] {
  const [gate] = useState(() => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  });
  return [gate.opened, gate.open];
}

interface InnerProps<P extends object> {
  props: P;
  ready: Promise<ComponentType<P>>;
  onReady: () => void;
}

function Inner<P extends object>({ props, ready, onReady }: InnerProps<P>) {
  useEffect(onReady, [onReady]);
  // `use` on every render (React requires it once it has suspended); a settled promise reads at once.
  // The component is one module's export, the same on every render: nothing is remounted.
  return createElement(use(ready), props);
}

interface DeferredProps<P extends object> {
  component: DeferredComponent<P>;
  /** The component when the caller already holds it (prerendering, client-side navigation). */
  loaded?: ComponentType<P>;
  props: P;
  trigger: HydrationTrigger;
}

/**
 * Renders a deferred component. Over prerendered HTML its Suspense boundary stays dehydrated (React
 * keeps the server markup as it is) until `trigger` fires; then its code downloads and React hydrates
 * it, replaying what the visitor did meanwhile (see replay-input.ts). Rendered on the client (after
 * a navigation, in Storybook), it loads at once. The wrapper says `data-deferred="ready"` once the component is live.
 */
export function Deferred<P extends object>({ component, loaded, props, trigger }: DeferredProps<P>) {
  const hydrating = useIsHydrating();
  const [waitsForTrigger] = useState(hydrating && !loaded && !component.loaded());
  const [opened, open] = useWakeUp();
  const [ready] = useState(() => {
    const available = loaded ?? component.loaded();
    if (available) return fulfilled(available);
    return waitsForTrigger ? opened.then(() => component.load()) : component.load();
  });
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => (waitsForTrigger && wrapper.current ? watchPart(wrapper.current, trigger, open) : undefined), [waitsForTrigger, trigger, open]);
  const onReady = useCallback(() => {
    if (!wrapper.current) return;
    wrapper.current.dataset.deferred = 'ready';
    replayHeldInput(wrapper.current);
  }, []);
  // An update reaching a still-dehydrated boundary makes React drop its server HTML and render it
  // afresh (empty until the code arrives): re-renders of this component must stop here.
  const boundary = useMemo(
    () => (
      <Suspense fallback={null}>
        <Inner props={props} ready={ready} onReady={onReady} />
      </Suspense>
    ),
    [props, ready, onReady],
  );
  return (
    <div ref={wrapper} data-deferred="waiting" style={{ display: 'contents' }}>
      {boundary}
    </div>
  );
}
