// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import OkrPyramid from '../../blocks/okr-pyramid/OkrPyramid.tsx';
import { okrPyramidSchema } from '../../blocks/okr-pyramid/schema.ts';
import { comparisonView, VIEW_THRESHOLD } from '../../blocks/slider-comparison/logic.ts';
import { sliderComparisonSchema } from '../../blocks/slider-comparison/schema.ts';
import SliderComparison from '../../blocks/slider-comparison/SliderComparison.tsx';
import { pageBlock } from './support/page-block.ts';
import { renderWithSite } from './support/render.tsx';

describe('OkrPyramid', () => {
  const props = pageBlock('okr-chief-of-staff', 'okrPyramid', okrPyramidSchema);
  const level = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) });

  it('has the four levels from the company down to individuals', () => {
    expect(props.levels.map((item) => item.title)).toEqual(['Entreprise', 'Directions', 'Équipes', 'Individus']);
  });

  it('expands a level to show its example and key result, one level at a time, and collapses it on a second click', async () => {
    const user = userEvent.setup();
    renderWithSite(<OkrPyramid {...props} />);
    const [company, departments] = [level('Entreprise'), level('Directions')];
    const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(company.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(company).hidden).toBe(true);

    await user.click(company);
    expect(company.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(company).hidden).toBe(false);
    expect(panelOf(company).textContent).toContain(props.levels[0]!.keyResult);

    await user.click(departments);
    expect(company.getAttribute('aria-expanded')).toBe('false');
    expect(departments.getAttribute('aria-expanded')).toBe('true');

    await user.click(departments);
    expect(departments.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('button').every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('opens a level from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithSite(<OkrPyramid {...props} />);
    await user.tab();
    expect(document.activeElement).toBe(level('Entreprise'));
    await user.keyboard('{Enter}');
    expect(level('Entreprise').getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    await user.keyboard(' ');
    expect(level('Directions').getAttribute('aria-expanded')).toBe('true');
    expect(level('Entreprise').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('comparisonView', () => {
  it('shows the consultant up to the threshold and the Chief of Staff beyond', () => {
    expect(VIEW_THRESHOLD).toBe(50);
    expect(comparisonView(0)).toBe('consultant');
    expect(comparisonView(50)).toBe('consultant');
    expect(comparisonView(51)).toBe('chiefOfStaff');
    expect(comparisonView(100)).toBe('chiefOfStaff');
  });
});

describe('SliderComparison', () => {
  const props = pageBlock('chief-of-staff-vs-consultant', 'sliderComparison', sliderComparisonSchema);
  // Ark keeps the thumb visibility:hidden until it has measured it, which jsdom (no layout) never lets it do.
  const thumb = () => screen.getByRole('slider', { hidden: true });

  it('compares the five spec criteria', () => {
    expect(props.rows.map((row) => row.category)).toEqual(['Périmètre', 'Durée', 'Rôle', 'Compétences', 'Impact']);
  });

  it('states the threshold and switches the table when the slider passes it, by keyboard', async () => {
    const user = userEvent.setup();
    renderWithSite(<SliderComparison {...props} />);
    expect(screen.getByText(/au-delà de 50, le Chief of Staff/)).toBeTruthy();
    const slider = thumb();
    expect(document.getElementById(slider.getAttribute('aria-labelledby')!)?.textContent).toBe(props.sliderLabel);
    expect(slider.getAttribute('aria-valuemin')).toBe('0');
    expect(slider.getAttribute('aria-valuemax')).toBe('100');
    const table = () => screen.getByRole('table');
    expect(screen.getByRole('status').textContent).toMatch(/Vue affichée\s: Consultant/);
    expect(table().textContent).toContain(props.rows[0]!.consultant);

    act(() => slider.focus());
    await user.keyboard('{End}');
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    expect(slider.getAttribute('aria-valuetext')).toBe('100, Chief of Staff');
    expect(screen.getByRole('status').textContent).toMatch(/Vue affichée\s: Chief of Staff/);
    expect(table().textContent).toContain(props.rows[0]!.chiefOfStaff);
    expect(table().textContent).not.toContain(props.rows[0]!.consultant);
  });

  it('moves by steps of 1 around the threshold', async () => {
    const user = userEvent.setup();
    renderWithSite(<SliderComparison {...props} />);
    const slider = thumb();
    act(() => slider.focus());
    const value = () => Number(slider.getAttribute('aria-valuenow'));
    for (let presses = 0; value() < 50 && presses < 80; presses++) {
      const before = value();
      await user.keyboard('{ArrowRight}');
      expect(value() - before).toBeLessThanOrEqual(1);
    }
    expect(value()).toBe(50);
    expect(screen.getByRole('table').getAttribute('data-view')).toBe('consultant');
    await user.keyboard('{ArrowRight}');
    expect(slider.getAttribute('aria-valuenow')).toBe('51');
    expect(screen.getByRole('table').getAttribute('data-view')).toBe('chiefOfStaff');
  });
});
