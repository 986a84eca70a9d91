// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nearMargin, whenAnIslandIsNear } from '../../engine/app/island-loader/island-near.ts';

/** An IntersectionObserver the test drives: what it observes, with which margin, and a way to report an entry. */
function fakeObserver() {
  const observed: Element[] = [];
  let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => undefined;
  let options: IntersectionObserverInit | undefined;
  let disconnected = false;
  class FakeObserver {
    constructor(callback: typeof report, given: IntersectionObserverInit) {
      report = callback;
      options = given;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {
      disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return { observed, report: (entries: Parameters<typeof report>[0]) => report(entries), options: () => options, disconnected: () => disconnected };
}

let page: HTMLElement | undefined;
function islands(html: string) {
  page = document.createElement('div');
  page.innerHTML = html;
  document.body.append(page);
}

afterEach(() => {
  page?.remove();
  vi.unstubAllGlobals();
});

describe('the islands’ scripts are asked for', () => {
  it('once a part of an island comes within a screen of the viewport, and only once', () => {
    const observer = fakeObserver();
    islands(
      '<div data-island="a" style="display:contents"><form id="first"></form></div><div data-island="b" style="display:contents"><p id="second"></p></div>',
    );
    const then = vi.fn();
    whenAnIslandIsNear(window, then);
    // What the islands draw is watched (their wrappers take no box), a screen's height ahead.
    expect(observer.observed.map((element) => element.id)).toEqual(['first', 'second']);
    expect(observer.options()?.rootMargin).toBe(nearMargin);
    observer.report([{ target: observer.observed[0]!, isIntersecting: false }]);
    expect(then).not.toHaveBeenCalled();
    observer.report([{ target: observer.observed[1]!, isIntersecting: true }]);
    expect(then).toHaveBeenCalledTimes(1);
    expect(observer.disconnected()).toBe(true);
  });

  it('at once where the browser cannot tell, or the islands draw nothing', () => {
    islands('<div data-island="a" style="display:contents"><form></form></div>');
    const then = vi.fn();
    vi.stubGlobal('IntersectionObserver', undefined);
    whenAnIslandIsNear(window, then);
    expect(then).toHaveBeenCalledTimes(1);
    page?.remove();
    fakeObserver();
    islands('<div data-island="a" style="display:contents"></div>');
    whenAnIslandIsNear(window, then);
    expect(then).toHaveBeenCalledTimes(2);
  });
});
