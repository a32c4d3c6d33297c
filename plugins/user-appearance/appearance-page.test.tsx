// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeChoices } from '../../workbench/api';
import { createTestBed } from '../../workbench/testing';
import { AppearancePage } from './appearance-page';
import { userAppearance } from './manifest';

afterEach(() => cleanup());
// jsdom has no CSS.escape, which user-event needs to walk a radio group with the arrow keys.
if (!globalThis.CSS?.escape) Object.assign(globalThis, { CSS: { escape: (s: string) => s.replace(/["\\]/g, '\\$&') } });

describe('user-appearance page', () => {
  it('groups the choices as labelled radio groups and applies a pick at once, by mouse or keyboard', async () => {
    const bed = await createTestBed(userAppearance);
    render(bed.wrap(<AppearancePage />));
    const user = userEvent.setup();
    const primary = screen.getByRole('group', { name: 'Primary colour' });
    expect(within(primary).getAllByRole('radio')).toHaveLength(14);
    expect(within(screen.getByRole('group', { name: 'Surface' })).getAllByRole('radio')).toHaveLength(6);
    await user.click(within(primary).getByRole('radio', { name: 'Rose' }));
    expect(bed.get<ThemeChoices>(ThemeChoices).current.primaryColor).toBe('rose');
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    expect((screen.getByRole('radio', { name: 'Light' }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{ArrowLeft}');
    expect(bed.get<ThemeChoices>(ThemeChoices).current.theme).toBe('dark');
  });
});
