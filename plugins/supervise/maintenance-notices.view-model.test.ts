import { describe, expect, it } from 'vitest';
import { HttpClient } from '../../workbench/api';
import { createTestBed, UnexpectedHttpClient } from '../../workbench/testing';
import { supervise } from './manifest';
import { MaintenanceNoticesViewModel, type Notice } from './maintenance-notices.view-model';

const T = 1_796_364_000_000; // 2026-12-04T06:00:00Z: 1:00 AM in US/Eastern
const HOUR = 3_600_000;
const plain = (s: string) => s.replace(/\s/g, ' ');

/** The notices route, in memory: GET lists, POST adds (time_epoch = start, as the server does), DELETE removes. */
class NoticesHttp extends UnexpectedHttpClient {
  readonly posts: unknown[] = [];
  readonly deletes: string[] = [];
  hold: Promise<void> | null = null;
  constructor(public notices: Notice[]) {
    super();
  }
  override get<R>(): Promise<R> {
    return Promise.resolve({ results: this.notices } as R);
  }
  override async post<R>(_path: string, body?: unknown): Promise<R> {
    this.posts.push(body);
    if (this.hold) await this.hold;
    const b = body as { message: string; start: string; end: string; company_euid: string | null };
    this.notices = [...this.notices, { pk: 99, message: b.message, start_epoch: Date.parse(b.start), end_epoch: Date.parse(b.end), time_epoch: Date.parse(b.start), company_euid: b.company_euid, company_name: b.company_euid ? 'Demo Plant' : null }];
    return { results: this.notices } as R;
  }
  override delete<R>(path: string): Promise<R> {
    this.deletes.push(path);
    this.notices = this.notices.filter((n) => !path.endsWith(`/${n.pk}/`));
    return Promise.resolve({ results: this.notices } as R);
  }
}

const demoNotice: Notice = { pk: 1, message: 'Down for 30 minutes from [TIME].', start_epoch: T - 24 * HOUR, end_epoch: T + HOUR, company_euid: null, company_name: null };

async function setup(notices: Notice[] = [demoNotice], timezone = 'US/Eastern') {
  const http = new NoticesHttp(notices);
  const bed = await createTestBed(supervise, { session: { isSuper: true, companyName: 'Demo Plant', profile: { timezone } }, overrides: [[HttpClient, http]] });
  const vm = bed.get(MaintenanceNoticesViewModel);
  await vm.load();
  return { bed, http, vm };
}

describe('maintenance notices view-model', () => {
  it('lists each notice with its audience, the message as the banner shows it, and its window, all in the profile zone', async () => {
    const { vm } = await setup();
    expect(vm.rows.map((r) => ({ ...r, text: plain(r.text), from: plain(r.from), to: plain(r.to), removeLabel: plain(r.removeLabel) }))).toEqual([
      {
        pk: 1,
        audience: 'Everyone',
        text: 'Down for 30 minutes from December 3, 2026 at 1:00 AM EST.',
        from: 'December 3, 2026 at 1:00 AM EST',
        to: 'December 4, 2026 at 2:00 AM EST',
        fromIso: '2026-12-03T06:00:00.000Z',
        toIso: '2026-12-04T07:00:00.000Z',
        removeLabel: 'Remove the notice for Everyone: Down for 30 minutes from December 3, 2026 at 1:00 AM EST.',
      },
    ]);
  });

  it("fills [TIME] with the notice's time_epoch when it has one, else with its start", async () => {
    const { vm } = await setup([{ ...demoNotice, time_epoch: T }, { ...demoNotice, pk: 2, time_epoch: null }]);
    expect(plain(vm.rows[0]!.text)).toBe('Down for 30 minutes from December 4, 2026 at 1:00 AM EST.');
    expect(plain(vm.rows[1]!.text)).toBe('Down for 30 minutes from December 3, 2026 at 1:00 AM EST.');
  });

  it('follows the profile time zone', async () => {
    const { vm } = await setup([demoNotice], 'Europe/Berlin');
    expect(vm.times.zone).toBe('Europe/Berlin');
    expect(plain(vm.rows[0]!.from)).toBe('December 3, 2026 at 7:00 AM GMT+1');
  });

  it('schedules a notice whose Start and End are wall clocks in the profile zone, then clears the form and says so', async () => {
    const { vm, http, bed } = await setup([]);
    vm.set('message', 'Line 3 retooling from [TIME]');
    vm.set('start', '2026-11-26T19:20');
    vm.set('end', '2026-11-26T20:31');
    expect(await vm.schedule([])).toBe(true);
    expect(http.posts).toEqual([{ message: 'Line 3 retooling from [TIME]', start: '2026-11-27T00:20:00Z', end: '2026-11-27T01:31:00Z', company_euid: null }]);
    expect(plain(vm.rows[0]!.text)).toBe('Line 3 retooling from November 26, 2026 at 7:20 PM EST');
    expect(vm.values).toEqual({ message: '', start: '', end: '', company_euid: '' });
    expect(bed.toasts.shown.map((t) => ({ ...t, detail: plain(t.detail ?? '') }))).toEqual([
      { severity: 'success', summary: 'Notice scheduled', detail: 'Everyone will see it from November 26, 2026 at 7:20 PM EST.', life: 3000 },
    ]);
  });

  it("is saving while the server has the notice, and sends it once however often it is asked", async () => {
    const { vm, http } = await setup([]);
    let answer!: () => void;
    http.hold = new Promise((done) => (answer = done));
    vm.set('message', 'Upgrade');
    vm.set('start', '2026-11-26T19:20');
    vm.set('end', '2026-11-26T20:31');
    const first = vm.schedule([]);
    expect(vm.saving).toBe(true);
    expect(await vm.schedule([])).toBe(false);
    answer();
    expect(await first).toBe(true);
    expect(vm.saving).toBe(false);
    expect(http.posts).toHaveLength(1);
  });

  it.each([
    [{ message: ' ', start: '2026-11-26T19:20', end: '2026-11-26T20:31' }, { message: 'Message is required' }],
    [{ message: 'Upgrade', start: '2026-11-26T19:20', end: '2026-11-26T19:20' }, { end: 'End must be after the start' }],
    [{ message: 'Upgrade', start: '2026-11-26T19:20', end: '2026-11-26T19:10' }, { end: 'End must be after the start' }],
    [{ message: '', start: '', end: '' }, { message: 'Message is required', start: 'Start is required', end: 'End is required' }],
  ])('refuses %o beside the fields and sends nothing', async (values, errors) => {
    const { vm, http } = await setup([]);
    for (const [k, v] of Object.entries(values)) vm.set(k as 'message', v);
    expect(await vm.schedule([])).toBe(false);
    expect(vm.errors).toEqual(errors);
    expect(http.posts).toEqual([]);
  });

  it('editing a refused field clears its message', async () => {
    const { vm } = await setup([]);
    await vm.schedule([]);
    vm.set('message', 'Upgrade');
    expect(vm.errors.message).toBeUndefined();
    expect(vm.errors.start).toBe('Start is required');
  });

  it('asks before removing, naming the notice; No keeps it, Yes removes it with the product\'s remove toast', async () => {
    const { vm, http, bed } = await setup();
    bed.confirm.answer = false;
    expect(await vm.remove(1)).toBe(false);
    expect(http.deletes).toEqual([]);
    expect(bed.confirm.asked.map((a) => ({ ...a, message: plain(a.message) }))).toEqual([
      { header: 'Remove Notice', message: 'Are you sure you want to remove the notice "Down for 30 minutes from December 3, 2026 at 1:00 AM EST."?' },
    ]);
    expect(vm.rows).toHaveLength(1);
    bed.confirm.answer = true;
    expect(await vm.remove(1)).toBe(true);
    expect(http.deletes).toEqual(['/v1/navutil/scheduled_downtime/1/']);
    expect(vm.rows).toEqual([]);
    expect(bed.toasts.shown).toEqual([{ severity: 'success', summary: 'Remove Success', detail: 'Removed successfully!', life: 3000 }]);
  });

  it('says why when the list cannot be read', async () => {
    class RefusingHttp extends UnexpectedHttpClient {
      override get<R>(): Promise<R> {
        return Promise.reject({ response: { status: 403, data: { detail: 'Only super users may schedule maintenance notices.' } } });
      }
    }
    const bed = await createTestBed(supervise, { session: { isSuper: true }, overrides: [[HttpClient, new RefusingHttp()]] });
    const vm = bed.get(MaintenanceNoticesViewModel);
    await vm.load();
    expect(vm.notices).toBeNull();
    expect(vm.loadError).toBe('Only super users may schedule maintenance notices.');
  });
});
