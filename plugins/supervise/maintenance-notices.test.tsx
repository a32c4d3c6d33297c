// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestBed, HttpClient, UnexpectedHttpClient } from '../../workbench/api';
import { supervise } from './manifest';
import { MaintenanceNotices } from './maintenance-notices';
import { MaintenanceNoticesViewModel, type Notice } from './maintenance-notices.view-model';
import { superviseIds } from './test-ids';

afterEach(() => cleanup());

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
  return { http, bed };
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
    expect(form.getByLabelText('For').tagName).toBe('SELECT');
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
