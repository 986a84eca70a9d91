import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosaver, type AutosaveState } from '../../../editor/client/hosted/autosave.ts';

describe('the hosted editor keeps a draft once typing stops', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function saver(save = vi.fn(async (_content: string) => {})) {
    const states: AutosaveState[] = [];
    const autosaver = createAutosaver({ delay: 600, save, onState: (state) => states.push(state) });
    return { autosaver, save, states };
  }

  it('sends only the last of the changes made less than 600 ms apart, 600 ms after it', async () => {
    const { autosaver, save, states } = saver();
    autosaver.change('T');
    await vi.advanceTimersByTimeAsync(300);
    autosaver.change('Ti');
    await vi.advanceTimersByTimeAsync(300);
    autosaver.change('Tit');
    await vi.advanceTimersByTimeAsync(599);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save.mock.calls).toEqual([['Tit']]);
    expect(states.at(-1)).toBe('saved');
  });

  it('saves a change made while a save runs after it, never two at once', async () => {
    let finish: () => void = () => {};
    const save = vi.fn(() => new Promise<void>((done) => (finish = done)));
    const { autosaver, states } = saver(save);
    autosaver.change('one');
    await vi.advanceTimersByTimeAsync(600);
    autosaver.change('two');
    await vi.advanceTimersByTimeAsync(600);
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(save.mock.calls).toEqual([['one'], ['two']]);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toBe('saved');
  });

  it('says a failed save, and sends the same content again on flush', async () => {
    const save = vi.fn<(content: string) => Promise<void>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue();
    const { autosaver, states } = saver(save);
    autosaver.change('draft');
    await vi.advanceTimersByTimeAsync(600);
    expect(states.at(-1)).toBe('failed');
    await autosaver.flush();
    expect(save.mock.calls).toEqual([['draft'], ['draft']]);
    expect(states.at(-1)).toBe('saved');
  });

  it('flush sends at once (the tab is closing); cancel forgets what waits (the draft was discarded)', async () => {
    const { autosaver, save } = saver();
    autosaver.change('now');
    await autosaver.flush();
    expect(save.mock.calls).toEqual([['now']]);
    autosaver.change('never');
    autosaver.cancel();
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
