// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleTimeoutMs, whenIdle } from '../../engine/app/island-loader/when-idle.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the loader waits for the browser to be idle', () => {
  it('in its next idle period, at the latest after the timeout', () => {
    const idle: { callback: () => void; options?: IdleRequestOptions }[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: IdleRequestOptions) => idle.push({ callback, options }));
    const then = vi.fn();
    whenIdle(window, then);
    expect(then).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0]!.options).toEqual({ timeout: idleTimeoutMs });
    idle[0]!.callback();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('in a task of its own where the browser has no idle callbacks', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const then = vi.fn();
    whenIdle(window, then);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
