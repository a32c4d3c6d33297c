// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NavStore } from '../../core/navigation';
import { explorerTestBed } from './explorer-test-bed';
import { MetricManagementViewModel } from './metric-management.view-model';
import { VisibleMetrics } from './visible-metrics';

afterEach(() => cleanup());

async function setup(mapMode = false) {
  const bed = explorerTestBed({ session: { role: 'MANAGER' } });
  const vm = bed.get(MetricManagementViewModel);
  render(<VisibleMetrics vm={vm} mapMode={mapMode} />);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Manage' }));
  const dialog = await screen.findByRole('dialog', { name: 'Metric Management' });
  const active = within(dialog).getByRole('region', { name: 'Active metrics' });
  const available = within(dialog).getByRole('region', { name: 'Available metrics' });
  const names = (region: HTMLElement) => within(region).queryAllByRole('listitem').map((li) => li.querySelector('span')?.textContent);
  return { vm, store: bed.get<NavStore>(NavStore), user, dialog, active, available, names };
}

describe('Metric Management dialog (document 1 §2 Visible Metrics, §4 Metric layout)', () => {
  it('Manage opens the dialog with the active list in order and nothing available', async () => {
    const { active, available, names } = await setup();
    expect(names(active).slice(0, 3)).toEqual(['Efficiency', 'Performance', 'Availability']);
    expect(names(active)).toHaveLength(13);
    expect(within(available).getByText('Every metric is visible.')).toBeTruthy();
    expect(screen.getByText('13 of 13 metrics visible')).toBeTruthy();
  });

  it('Hide moves a metric to the available list; Show brings it back at the end', async () => {
    const { user, active, available, names, store } = await setup();
    await user.click(within(active).getByRole('button', { name: 'Hide Scrap' }));
    expect(names(active)).not.toContain('Scrap');
    expect(names(available)).toEqual(['Scrap']);
    expect(screen.getByText('12 of 13 metrics visible')).toBeTruthy();
    expect(store.state.metric_layout?.metrics).not.toContain('SCRAP');
    await user.click(within(available).getByRole('button', { name: 'Show Scrap' }));
    expect(names(active).at(-1)).toBe('Scrap');
  });

  it('the keyboard reorders: Move down on the first metric swaps it with the second; the first cannot move up', async () => {
    const { user, active, names } = await setup();
    expect((within(active).getByRole('button', { name: 'Move Efficiency up' }) as HTMLButtonElement).disabled).toBe(true);
    within(active).getByRole('button', { name: 'Move Efficiency down' }).focus();
    await user.keyboard('{Enter}');
    expect(names(active).slice(0, 2)).toEqual(['Performance', 'Efficiency']);
  });

  it('in map mode report, gauge and check are mutually exclusive per metric', async () => {
    const { user, active, vm } = await setup(true);
    const modes = within(active).getByRole('radiogroup', { name: 'Efficiency display mode' });
    await user.click(within(modes).getByLabelText('Gauge'));
    expect(vm.displayMode('EFFICIENCY')).toBe('gauge');
    await user.click(within(modes).getByLabelText('Check'));
    expect(vm.displayMode('EFFICIENCY')).toBe('check');
    expect(within(modes).getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
  });

  it('without map mode there are no display modes', async () => {
    const { active } = await setup(false);
    expect(within(active).queryByRole('radiogroup')).toBeNull();
  });
});
