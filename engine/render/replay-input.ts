/** When a part waiting for its code must come alive: the visitor reaches for it, it nears the viewport, or the visitor scrolls. */
export type HydrationTrigger = 'intent' | 'visible' | 'scroll';

const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
// Keys only widgets act on (sliders, menus, tabs, accordions). Enter and Space need no holding (on a
// button they make a click), nor do characters (they land in the field, see replayTyping).
const widgetKeys = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown', 'Escape']);

// Parts waiting for their code (marked data-deferred="waiting"), what wakes each, and the clicks and
// widget keys aimed at each meanwhile, to replay in order once it is live.
const wakers = new Map<Element, () => void>();
const held = new WeakMap<Element, (() => void)[]>();
let listening = false;

const waitingPartOf = (event: Event) => (event.target instanceof Element ? event.target.closest('[data-deferred="waiting"]') : null);

function hold(event: Event, part: Element, replay: () => void) {
  event.preventDefault();
  event.stopImmediatePropagation();
  held.set(part, [...(held.get(part) ?? []), replay]);
  wakers.get(part)?.();
}

// On window, in the capture phase: React, listening on the document, stops events aimed at a part it
// cannot hydrate yet, and drops them.
function listen() {
  if (listening) return;
  listening = true;
  const wake = (event: Event) => {
    const part = waitingPartOf(event);
    if (part) wakers.get(part)?.();
  };
  for (const type of intentEvents) window.addEventListener(type, wake, { capture: true, passive: true });
  window.addEventListener(
    'click',
    (event) => {
      const part = waitingPartOf(event);
      // An icon inside a button may have been hit: the click is replayed on what handles it.
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('a, button, input, label, select, summary, [role], [tabindex]') : null;
      if (part && target) hold(event, part, () => target.isConnected && target.click());
    },
    { capture: true },
  );
  window.addEventListener(
    'keydown',
    (event) => {
      const part = waitingPartOf(event);
      const target = event.target;
      if (!part || !widgetKeys.has(event.key) || !(target instanceof Element)) return;
      const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
      const init = { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true };
      hold(event, part, () => target.isConnected && target.dispatchEvent(new KeyboardEvent('keydown', init)));
    },
    { capture: true },
  );
}

/** Calls `wake` when `trigger` fires for the part `wrapper` holds; returns the way to stop watching. */
export function watchPart(wrapper: HTMLElement, trigger: HydrationTrigger, wake: () => void): () => void {
  listen();
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

/**
 * Wakes every part still waiting for its trigger. A navigation changes the router's context, and React
 * cannot finish rendering the next page while a part it must update for that still waits.
 */
export function wakeEveryWaitingPart(): void {
  for (const wake of wakers.values()) wake();
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

/** Once the part is live: what the visitor typed, then the clicks and keys held, in order. */
export function replayHeldInput(wrapper: HTMLElement) {
  replayTyping(wrapper);
  const replays = held.get(wrapper) ?? [];
  held.delete(wrapper);
  for (const replay of replays) replay();
}
