import type { Page } from 'playwright-core';
import type { FirstInteraction } from '../../tests/e2e/first-interactions.ts';

interface Watch {
  start?: number;
  durations: { start: number; duration: number }[];
}

const inputEvents = ['pointerdown', 'pointerover', 'keydown', 'beforeinput', 'wheel'] as const;

/**
 * Milliseconds from the visitor's action (the first pointer, key, text or wheel event it makes) to the
 * frame that shows its answer: the later of the animation frame in which `answered` first holds (the
 * answer is painted right after it) and the end of the event's own frame as the Event Timing API reports
 * it (what INP measures, for events over 16 ms).
 */
export async function timeInteraction(page: Page, interaction: FirstInteraction, timeoutMs = 20_000): Promise<number> {
  await page.evaluate((types) => {
    const watch: Watch = { durations: [] };
    (window as unknown as { __watch: Watch }).__watch = watch;
    for (const type of types) addEventListener(type, (event) => (watch.start ??= event.timeStamp), { capture: true, passive: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) watch.durations.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  }, inputEvents);
  const answeredAt = page.evaluate(
    ([source, timeout]) =>
      new Promise<number>((resolve, reject) => {
        const answered = (0, eval)(`(${source})`) as () => boolean;
        const limit = performance.now() + timeout;
        // The time inside the frame's callback, not the frame's start: an answer given by an event of this
        // very frame (CSS reacting to a hover) then counts from that event, not from before it.
        const check = () => {
          const now = performance.now();
          if (answered()) resolve(now);
          else if (now > limit) reject(new Error('no answer'));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    [interaction.answered.toString(), timeoutMs] as const,
  );
  await interaction.act(page);
  const frame = await answeredAt;
  const { start, durations } = await page.evaluate(() => (window as unknown as { __watch: Watch }).__watch);
  if (start === undefined) throw new Error(`${interaction.part}: the action made no input event`);
  const eventEnd = Math.max(0, ...durations.filter((entry) => entry.start >= start - 1).map((entry) => entry.start + entry.duration));
  return Math.max(frame, eventEnd) - start;
}
