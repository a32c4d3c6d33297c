// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient } from '../../workbench/api';
import { createTestBed, UnexpectedHttpClient } from '../../workbench/testing';
import { supervise } from './manifest';
import { MaintenanceNotices } from './maintenance-notices';
import { MaintenanceNoticesViewModel, type Notice } from './maintenance-notices.view-model';
import { superviseIds } from './test-ids';

afterEach(() => cleanup());

/** The control the For label names (its `for`): the dropdown's focusable input. */
const audienceInput = () => document.getElementById(screen.getByText<HTMLLabelElement>('For', { selector: 'label' }).htmlFor) as HTMLInputElement;
const plain = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');
const notice: Notice = { pk: 4, message: 'Line 3 retooling from [TIME]', start_epoch: Date.parse('2026-11-27T00:20:00Z'), end_epoch: Date.parse('2026-11-27T01:31:00Z'), company_euid: 'C1', company_name: 'Demo Plant' };

class NoticesHttp extends UnexpectedHttpClient {
  readonly posts: unknown[] = [];
  answer: (() => void) | null = null;
  constructor(public notices: Notice[]) {
    super();
  }
  override get<R>(): Promise<R> {
    return Promise.resolve({ results: this.notices } as R);
  }
  override post<R>(_path: string, body?: unknown): Promise<R> {
    this.posts.push(body);
    return new Promise<R>((done) => (this.answer = () => done({ results: this.notices } as R)));
  }
}

async function renderNotices(notices: Notice[]) {
  const http = new NoticesHttp(notices);
  const bed = await createTestBed(supervise, { session: { isSuper: true, profile: { timezone: 'US/Eastern' } }, overrides: [[HttpClient, http]] });
  const vm = bed.get(MaintenanceNoticesViewModel);
  render(bed.wrap(<MaintenanceNotices vm={vm} companies={[{ euid: 'C1', name: 'Demo Plant' }]} />));
  return { http, bed, vm };
}

describe('maintenance notices', () => {
  it('lists notices in a table: audience, the message as the banner shows it, from–to in the profile zone, and a Remove button naming the notice', async () => {
    await renderNotices([notice]);
    const table = await screen.findByTestId(superviseIds.noticeList);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['For', 'Message', 'When', 'Actions']);
    const cells = within(table).getAllByRole('row')[1]!.querySelectorAll('td');
    expect([...cells].slice(0, 3).map((c) => plain(c.textContent))).toEqual([
      'Demo Plant',
      'Line 3 retooling from November 26, 2026 at 7:20 PM EST',
      'November 26, 2026 at 7:20 PM EST – November 26, 2026 at 8:31 PM EST',
    ]);
    expect([...cells[2]!.querySelectorAll('time')].map((t) => t.dateTime)).toEqual(['2026-11-27T00:20:00.000Z', '2026-11-27T01:31:00.000Z']);
    const remove = within(table).getByRole('button', { name: /^Remove the notice for Demo Plant: Line 3 retooling from November 26, 2026 at 7:20/ });
    expect(remove.textContent).toContain('Remove');
  });

  it('says so when nothing is scheduled', async () => {
    await renderNotices([]);
    expect((await screen.findByTestId(superviseIds.noticesEmpty)).textContent).toBe('No maintenance notices scheduled.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('ties every label to its control and names the zone of Start and End', async () => {
    await renderNotices([]);
    const form = within(screen.getByTestId(superviseIds.noticeForm));
    expect(form.getByLabelText('Message').tagName).toBe('TEXTAREA');
    const start = form.getByLabelText('Start (US/Eastern)');
    expect(start.getAttribute('type')).toBe('datetime-local');
    expect(start.getAttribute('step')).toBe('60');
    expect(start.getAttribute('aria-describedby')).toBe('notice-zone-hint');
    expect(document.getElementById('notice-zone-hint')!.textContent).toContain('US/Eastern');
    expect(form.getByLabelText('End (US/Eastern)').getAttribute('type')).toBe('datetime-local');
    // For is the workbench's dropdown: its label names the dropdown's focusable input, which shows Everyone.
    const audience = audienceInput();
    expect(audience.tagName).toBe('INPUT');
    expect(audience.closest('.p-dropdown')!.textContent).toContain('Everyone');
    expect(form.getByRole('button', { name: 'For: show choices' })).toBeTruthy();
  });

  it('For is picked with the keyboard: arrows open the list and move, Enter takes the company', async () => {
    const { vm } = await renderNotices([]);
    const user = userEvent.setup();
    audienceInput().focus();
    await user.keyboard('{ArrowDown}');
    // jsdom never ends the panel's entry transition, so the list counts as hidden.
    const list = await screen.findByRole('listbox', { hidden: true });
    expect(within(list).getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['Everyone', 'Demo Plant']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(vm.values.company_euid).toBe('C1'));
    expect(audienceInput().closest('.p-dropdown')!.textContent).toContain('Demo Plant');
    expect(document.activeElement).toBe(audienceInput());
  });

  it("a refusal of For is tied to the dropdown's input and marks the dropdown", async () => {
    const { vm } = await renderNotices([]);
    runInAction(() => (vm.errors = { company_euid: 'Company is not valid' }));
    const audience = await waitFor(() => {
      const input = audienceInput();
      expect(input.getAttribute('aria-invalid')).toBe('true');
      return input;
    });
    expect(audience.getAttribute('aria-describedby')).toBe('notice-company_euid-error');
    expect(document.getElementById('notice-company_euid-error')!.textContent).toBe('Company is not valid');
    expect(audience.closest('.p-dropdown')!.classList.contains('p-invalid')).toBe(true);
  });

  it('an empty message is refused beside the field, which gets the cursor; nothing is sent', async () => {
    const { http } = await renderNotices([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Schedule notice' }));
    const message = screen.getByLabelText('Message');
    await waitFor(() => expect(message.getAttribute('aria-invalid')).toBe('true'));
    expect(message.getAttribute('aria-describedby')).toBe('notice-message-hint notice-message-error');
    expect(document.getElementById('notice-message-error')!.textContent).toBe('Message is required');
    expect(document.activeElement).toBe(message);
    expect(http.posts).toEqual([]);
  });

  it("says 'Scheduling…' while the server has the notice", async () => {
    const { http, bed } = await renderNotices([]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'Upgrade');
    // jsdom's datetime-local takes its value as typed text.
    await user.type(screen.getByLabelText('Start (US/Eastern)'), '2026-11-26T19:20');
    await user.type(screen.getByLabelText('End (US/Eastern)'), '2026-11-26T20:31');
    await user.click(screen.getByRole('button', { name: 'Schedule notice' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Scheduling…'));
    const busy = screen.getByRole('button', { name: /Scheduling…/ }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    http.answer!();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(screen.getByRole('button', { name: 'Schedule notice' })).toBeTruthy();
    expect(bed.toasts.shown.map((t) => t.summary)).toEqual(['Notice scheduled']);
  });
});

describe('the focus after an action takes away the control that had it', () => {
  class RemovingHttp extends NoticesHttp {
    override delete<R>(path: string): Promise<R> {
      const pk = Number(/(\d+)\/$/.exec(path)![1]);
      this.notices = this.notices.filter((n) => n.pk !== pk);
      return Promise.resolve({ results: this.notices } as R);
    }
  }
  const second: Notice = { ...notice, pk: 5, message: 'Paint shop closed', company_euid: null, company_name: null };
  const removeButtons = () => within(screen.getByTestId(superviseIds.noticeList)).getAllByRole('button', { name: /^Remove the notice/ });

  it("goes to the next row's Remove once a removed row is gone, and to the empty list's note after the last", async () => {
    const http = new RemovingHttp([notice, second]);
    const bed = await createTestBed(supervise, { session: { isSuper: true, profile: { timezone: 'US/Eastern' } }, overrides: [[HttpClient, http]] });
    render(bed.wrap(<MaintenanceNotices vm={bed.get(MaintenanceNoticesViewModel)} companies={[{ euid: 'C1', name: 'Demo Plant' }]} />));
    const user = userEvent.setup();
    await screen.findByTestId(superviseIds.noticeList);
    removeButtons()[0]!.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(removeButtons()).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(removeButtons()[0]));
    expect(document.activeElement!.getAttribute('aria-label')).toMatch(/^Remove the notice for Everyone: Paint shop closed/);
    await user.keyboard('{Enter}');
    const empty = await screen.findByTestId(superviseIds.noticesEmpty);
    await waitFor(() => expect(document.activeElement).toBe(empty));
  });

  it('goes back to Schedule notice once the server has the notice (the busy button was disabled)', async () => {
    const { http } = await renderNotices([]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Message'), 'Upgrade');
    await user.type(screen.getByLabelText('Start (US/Eastern)'), '2026-11-26T19:20');
    await user.type(screen.getByLabelText('End (US/Eastern)'), '2026-11-26T20:31');
    screen.getByRole('button', { name: 'Schedule notice' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Scheduling…'));
    // The browser drops the focus of a button that becomes disabled (jsdom keeps it): the focus is nowhere.
    const elsewhere = document.body.appendChild(document.createElement('input'));
    elsewhere.focus();
    elsewhere.remove();
    expect(document.activeElement).toBe(document.body);
    http.answer!();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schedule notice' })));
  });
});
