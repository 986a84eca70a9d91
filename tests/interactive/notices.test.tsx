// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../engine/ui-kit/notify.ts';
import { noticeDurationMs } from '../../engine/ui-kit/toaster.tsx';
import './support/render.tsx';

describe('a notice', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('stays long enough to be read, then goes', async () => {
    await act(() => notify({ type: 'success', title: 'Évaluation sauvegardée', description: 'Vos réponses ont été enregistrées avec succès.' }));
    expect(await screen.findByText('Évaluation sauvegardée')).toBeTruthy();
    // Ark's own default for a success (2 s), and most of the reading time after it.
    await act(() => vi.advanceTimersByTimeAsync(noticeDurationMs - 500));
    expect(screen.queryByText('Vos réponses ont été enregistrées avec succès.')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    await vi.waitFor(() => expect(screen.queryByText('Évaluation sauvegardée')).toBeNull());
  });
});
