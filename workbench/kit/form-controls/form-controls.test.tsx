// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DateTimeInput } from './date-time-input';
import { LabelledDropdown } from './labelled-dropdown';
import { CHECKBOX_SIZES, dateTimeStep } from './form-controls';
import { SizedCheckbox } from './sized-checkbox';
import { TextField } from './text-field';

afterEach(() => cleanup());

describe('form controls', () => {
  it('document 3 §5: the date-time input steps 60 s, or 1 s with seconds', () => {
    expect([dateTimeStep(false), dateTimeStep(true)]).toEqual([60, 1]);
    render(<><DateTimeInput aria-label="From" /><DateTimeInput aria-label="To" withSeconds /></>);
    expect(screen.getByLabelText('From').getAttribute('step')).toBe('60');
    expect(screen.getByLabelText('To').getAttribute('step')).toBe('1');
  });

  it('document 3 §9: checkboxes come in normal, medium and big', () => {
    expect(CHECKBOX_SIZES).toEqual(['normal', 'medium', 'big']);
    render(<>{CHECKBOX_SIZES.map((s) => <SizedCheckbox key={s} size={s} aria-label={s} />)}</>);
    for (const s of CHECKBOX_SIZES) expect(screen.getByRole('checkbox', { name: s }).className).toContain(`sized-checkbox-${s}`);
  });

  it('document 3 §9: a text field stops at 80 characters, even when asked for more', async () => {
    render(<TextField aria-label="Name" maxLength={200} />);
    const box = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(box.maxLength).toBe(80);
    await userEvent.setup().type(box, 'x'.repeat(85));
    expect(box.value).toHaveLength(80);
  });

  it('a dropdown that keeps the focus after a pick names no option on its role-less wrapper (axe: aria-allowed-attr)', async () => {
    const user = userEvent.setup();
    render(<LabelledDropdown label="Metric" options={['Efficiency', 'Production']} value="Efficiency" onChange={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Metric' });
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const wrapper = input.closest('.p-dropdown')!;
    expect(wrapper.contains(document.activeElement)).toBe(true);
    expect(wrapper.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('the input that takes the keyboard focus is named by the label too (a screen reader tabbing in hears "Metric")', async () => {
    const user = userEvent.setup();
    render(<LabelledDropdown label="Metric" options={['Efficiency', 'Production']} value="Efficiency" onChange={() => undefined} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Metric', { selector: 'input' }));
  });

  it("a caller's own label (inputId) is left as the name", () => {
    render(
      <>
        <label htmlFor="metric-choice">Metric shown</label>
        <LabelledDropdown label="Metric" inputId="metric-choice" options={['Efficiency']} value="Efficiency" onChange={() => undefined} />
      </>,
    );
    const input = screen.getByLabelText('Metric shown', { selector: 'input' });
    expect(input.id).toBe('metric-choice');
    expect(input.hasAttribute('aria-label')).toBe(false);
  });
});
