// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormSubmitCard } from './form-card';
import { FormField } from './form-field';

afterEach(() => cleanup());

const card = (busy: boolean, error?: string) => (
  <FormSubmitCard titleId="t" title="Details" submit="Save" busyLabel="Saving…" busy={busy} onSubmit={() => Promise.resolve()}>
    <FormField id="zone" label="Time zone" hint="e.g. Europe/Berlin" error={error}>
      {(c) => <input {...c} />}
    </FormField>
  </FormSubmitCard>
);

describe('the form kit', () => {
  it('ties the hint and the refusal to the control; the refusal is announced under it', () => {
    render(card(false, 'Unknown time zone'));
    const zone = screen.getByRole('textbox', { name: 'Time zone' });
    expect(zone.getAttribute('aria-invalid')).toBe('true');
    expect(zone.getAttribute('aria-describedby')).toBe('zone-hint zone-error');
    expect(screen.getByRole('alert').textContent).toBe('Unknown time zone');
    expect(screen.getByRole('form', { name: 'Details' })).toBeTruthy();
  });

  it('says what it is doing on its one button while the form is sent, and takes no second press', () => {
    const { rerender } = render(card(false));
    expect(screen.getByRole('textbox', { name: 'Time zone' }).getAttribute('aria-describedby')).toBe('zone-hint');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    rerender(card(true));
    expect(screen.getByRole('button', { name: /Saving…/ })).toHaveProperty('disabled', true);
  });

  it('gives the focus back to its button once the form is back (disabled while sent, the button had dropped it to the page)', () => {
    const { rerender } = render(card(true));
    (document.activeElement as HTMLElement | null)?.blur();
    rerender(card(false));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it('leaves the focus where the page put it meanwhile (a refused field)', () => {
    const { rerender } = render(card(true));
    screen.getByRole('textbox', { name: 'Time zone' }).focus();
    rerender(card(false));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Time zone' }));
  });
});
