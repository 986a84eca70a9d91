import { createElement, Suspense, use, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { loadComponentRecipes } from '../theme/browser-system.ts';
import { useIsHydrating } from './use-is-hydrating.ts';

type Settled<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** A component whose code is downloaded the first time a page needs it. */
export interface DeferredComponent<P extends object> {
  load(): Promise<ComponentType<P>>;
  /** The component once downloaded, else undefined. */
  loaded(): ComponentType<P> | undefined;
}

const everyDeferred: DeferredComponent<never>[] = [];

/** A component whose code is downloaded on first need, with the recipes of Chakra's interactive components. */
export function createDeferred<P extends object>(importer: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loading: Settled<ComponentType<P>> | undefined;
  return {
    load() {
      if (!loading) {
        const settled: Settled<ComponentType<P>> = Promise.all([importer(), loadComponentRecipes()]).then(([component]) => {
          settled.status = 'fulfilled';
          settled.value = component;
          return component;
        });
        settled.catch(() => (loading = undefined));
        loading = settled;
      }
      return loading;
    },
    loaded: () => loading?.value,
  };
}

/** A deferred part of the shell: the prerenderer loads it so that pages carry its HTML. */
export function deferredComponent<P extends object>(importer: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  const deferred = createDeferred(importer);
  everyDeferred.push(deferred as DeferredComponent<never>);
  return deferred;
}

/** For the prerenderer: with every deferred component loaded, pages render them in full. */
export const loadEveryDeferredComponent = () => Promise.all(everyDeferred.map((deferred) => deferred.load()));

/** When a deferred part must come alive: the visitor reaches for it, it nears the viewport, or the visitor scrolls. */
export type HydrationTrigger = 'intent' | 'visible' | 'scroll';

const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

// Parts waiting for their code, and what wakes each. Events are caught on window in the capture
// phase: React, listening on the document, stops those aimed at a part it cannot hydrate yet.
const wakers = new WeakMap<Element, () => void>();
// A click that lands on a part whose code is still on its way would be dropped: it is held here and
// replayed on the same element once the part is live.
const heldClicks = new WeakMap<Element, Element>();
let listening = false;

const waitingPartOf = (event: Event) => (event.target instanceof Element ? event.target.closest('[data-deferred="waiting"]') : null);

function listenForIntent() {
  if (listening) return;
  listening = true;
  const wakePart = (event: Event) => {
    const part = waitingPartOf(event);
    if (part) wakers.get(part)?.();
  };
  for (const type of intentEvents) window.addEventListener(type, wakePart, { capture: true, passive: true });
  const holdClick = (event: MouseEvent) => {
    const part = waitingPartOf(event);
    if (!part || !(event.target instanceof Element)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClicks.set(part, event.target);
    wakers.get(part)?.();
  };
  window.addEventListener('click', holdClick, { capture: true });
  const holdKey = (event: KeyboardEvent) => {
    const part = waitingPartOf(event);
    if (!part || !widgetKeys.has(event.key) || !(event.target instanceof Element)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldKeys.set(part, [...(heldKeys.get(part) ?? []), { target: event.target, init: keyInit(event) }]);
    wakers.get(part)?.();
  };
  window.addEventListener('keydown', holdKey, { capture: true });
}

// Keys only widgets act on (sliders, menus, tabs, accordions): held like clicks while the part
// loads, then replayed in order. Enter and Space need no holding (on a button they make a click),
// nor do characters (typed into a field, see replayTyping).
const widgetKeys = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown', 'Escape']);
const heldKeys = new WeakMap<Element, { target: Element; init: KeyboardEventInit }[]>();
const keyInit = ({ key, code, shiftKey, altKey, ctrlKey, metaKey }: KeyboardEvent): KeyboardEventInit => ({ key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true });

function replayHeldKeys(wrapper: HTMLElement) {
  const keys = heldKeys.get(wrapper) ?? [];
  heldKeys.delete(wrapper);
  for (const { target, init } of keys) if (target.isConnected) target.dispatchEvent(new KeyboardEvent('keydown', init));
}

function replayHeldClick(wrapper: HTMLElement) {
  const target = heldClicks.get(wrapper);
  heldClicks.delete(wrapper);
  // An icon inside a button may have been hit: the click goes to what handles it.
  const clickable = target?.closest<HTMLElement>('a, button, input, label, select, summary, [role], [tabindex]');
  if (clickable?.isConnected) clickable.click();
}

/**
 * Text typed into fields while their part was waiting is in the fields but not in React's state.
 * React notices a change only against the value it last saw: it is told each such field went back
 * to its initial value, then the typed text is put back and announced with an input event.
 */
function replayTyping(wrapper: HTMLElement) {
  for (const field of wrapper.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const typed = field.value;
    if (typed === field.defaultValue || field.type === 'checkbox' || field.type === 'radio' || field.type === 'hidden') continue;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

function watch(wrapper: HTMLElement, trigger: HydrationTrigger, wake: () => void): () => void {
  listenForIntent();
  wakers.set(wrapper, wake);
  const observer =
    trigger === 'visible'
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: '300px' })
      : undefined;
  // The wrapper has no box of its own (display: contents): watch what it wraps.
  for (const child of wrapper.children) observer?.observe(child);
  if (trigger === 'scroll') window.addEventListener('scroll', wake, { once: true, passive: true });
  return () => {
    wakers.delete(wrapper);
    observer?.disconnect();
    window.removeEventListener('scroll', wake);
  };
}

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

/** A promise `use` reads synchronously, for a component already at hand. */
const settled = <T,>(value: T): Settled<T> => Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });

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
 * it (a click, widget keys or typing made meanwhile are replayed then). Rendered on the client (after a navigation, in
 * Storybook), it loads at once. The wrapper says `data-deferred="ready"` once the component is live.
 */
export function Deferred<P extends object>({ component, loaded, props, trigger }: DeferredProps<P>) {
  const hydrating = useIsHydrating();
  const [waitsForTrigger] = useState(hydrating && !loaded && !component.loaded());
  const [opened, open] = useWakeUp();
  const [ready] = useState(() => {
    const available = loaded ?? component.loaded();
    if (available) return settled(available);
    return waitsForTrigger ? opened.then(() => component.load()) : component.load();
  });
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => (waitsForTrigger && wrapper.current ? watch(wrapper.current, trigger, open) : undefined), [waitsForTrigger, trigger, open]);
  const onReady = useCallback(() => {
    if (!wrapper.current) return;
    wrapper.current.dataset.deferred = 'ready';
    replayTyping(wrapper.current);
    replayHeldClick(wrapper.current);
    replayHeldKeys(wrapper.current);
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
