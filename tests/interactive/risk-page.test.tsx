// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cellSeverity, matrixLevel, riskCell } from '../../blocks/risk-matrix/logic.ts';
import RiskMatrix from '../../blocks/risk-matrix/RiskMatrix.tsx';
import { riskMatrixSchema } from '../../blocks/risk-matrix/schema.ts';
import { ROADMAP_INTERVAL_MS } from '../../blocks/roadmap/logic.ts';
import Roadmap from '../../blocks/roadmap/Roadmap.tsx';
import { roadmapSchema } from '../../blocks/roadmap/schema.ts';
import { pageBlock } from './support/page-block.ts';
import { renderWithSite } from './support/render.tsx';

describe('matrixLevel', () => {
  it('puts values below 1/3 in the low band, from 1/3 in the medium one, from 2/3 in the high one', () => {
    expect(matrixLevel(0)).toBe(0);
    expect(matrixLevel(0.33)).toBe(0);
    expect(matrixLevel(1 / 3)).toBe(1);
    expect(matrixLevel(0.66)).toBe(1);
    expect(matrixLevel(2 / 3)).toBe(2);
    expect(matrixLevel(1)).toBe(2);
  });

  it('places the four spec risks', () => {
    expect(riskCell({ probability: 0.7, impact: 0.9 })).toEqual({ column: 2, row: 2 });
    expect(riskCell({ probability: 0.4, impact: 0.6 })).toEqual({ column: 1, row: 1 });
    expect(riskCell({ probability: 0.6, impact: 0.5 })).toEqual({ column: 1, row: 1 });
    expect(riskCell({ probability: 0.5, impact: 0.8 })).toEqual({ column: 1, row: 2 });
    expect(cellSeverity({ column: 2, row: 2 })).toBe(4);
  });
});

describe('RiskMatrix', () => {
  const props = pageBlock('matrice-risques', 'riskMatrix', riskMatrixSchema);

  it('holds the four spec risks with their values', () => {
    expect(props.risks.map(({ name, probability, impact }) => [name, probability, impact])).toEqual([
      ['Cybersécurité', 0.7, 0.9],
      ['Conformité réglementaire', 0.4, 0.6],
      ['Rétention des talents', 0.6, 0.5],
      ['Volatilité du marché', 0.5, 0.8],
    ]);
  });

  it('draws each risk in the cell of its probability and impact', () => {
    const { container } = renderWithSite(<RiskMatrix {...props} />);
    const inCell = (cell: string) => [...container.querySelectorAll(`[data-cell="${cell}"] button`)].map((button) => button.textContent);
    expect(inCell('2-2')).toEqual(['1']);
    expect(inCell('1-1')).toEqual(['2', '3']);
    expect(inCell('2-1')).toEqual(['4']);
    expect(container.querySelectorAll('[data-cell] button')).toHaveLength(4);
  });
  // Naming a risk on hover or focus is CSS: tests/e2e/native-widgets.e2e.test.ts.
});

describe('Roadmap', () => {
  const props = pageBlock('matrice-risques', 'roadmap', roadmapSchema);
  const steps = () => within(screen.getByRole('radiogroup', { name: props.stepsLabel })).getAllByRole('radio');
  const activeIndex = () => steps().findIndex((step) => (step as HTMLInputElement).checked);
  // How the current step and those before it look is CSS on the checked radio: stories/Roadmap.stories.tsx, in Chromium.

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows its four steps as one group of radio buttons, the first checked', () => {
    renderWithSite(<Roadmap {...props} />);
    expect(steps().map((step) => step.closest('label')?.textContent)).toEqual(props.steps.map((step, index) => `${index + 1}${step.title}${step.text}`));
    expect(activeIndex()).toBe(0);
  });

  it('moves on every 3 seconds and comes back to the first step after the fourth', () => {
    vi.useFakeTimers();
    renderWithSite(<Roadmap {...props} />);
    expect(activeIndex()).toBe(0);
    act(() => vi.advanceTimersByTime(ROADMAP_INTERVAL_MS - 1));
    expect(activeIndex()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(activeIndex()).toBe(1);
    // One interval at a time: each step schedules the next once React has rendered it.
    act(() => vi.advanceTimersByTime(ROADMAP_INTERVAL_MS));
    act(() => vi.advanceTimersByTime(ROADMAP_INTERVAL_MS));
    expect(activeIndex()).toBe(3);
    act(() => vi.advanceTimersByTime(ROADMAP_INTERVAL_MS));
    expect(activeIndex()).toBe(0);
  });

  it('jumps to a clicked step and gives it a full interval', () => {
    vi.useFakeTimers();
    renderWithSite(<Roadmap {...props} />);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(steps()[2]!);
    expect(activeIndex()).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(activeIndex()).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(activeIndex()).toBe(3);
  });

  it('can be paused and resumed', () => {
    vi.useFakeTimers();
    renderWithSite(<Roadmap {...props} />);
    fireEvent.click(screen.getByRole('button', { name: props.pauseLabel }));
    for (let tick = 0; tick < 5; tick++) act(() => vi.advanceTimersByTime(ROADMAP_INTERVAL_MS));
    expect(activeIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: props.playLabel }));
    act(() => vi.advanceTimersByTime(ROADMAP_INTERVAL_MS));
    expect(activeIndex()).toBe(1);
  });

  it('stays still for visitors who prefer reduced motion, and still jumps on click', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.useFakeTimers();
    renderWithSite(<Roadmap {...props} />);
    for (let tick = 0; tick < 5; tick++) act(() => vi.advanceTimersByTime(ROADMAP_INTERVAL_MS));
    expect(activeIndex()).toBe(0);
    expect(screen.queryByRole('button', { name: props.pauseLabel })).toBeNull();
    fireEvent.click(steps()[3]!);
    expect(activeIndex()).toBe(3);
  });
});
