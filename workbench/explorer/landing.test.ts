import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../core/platform';
import type { DatasetContribution } from '../api/manifest';
import { applyLanding, captureSignInReturn, LANDING_PENDING_KEY, landingAfterSignIn, type LandingInput } from './landing';

const METRIC: DatasetContribution = { id: 'explorer-graph.metric', kind: 'Metric', label: 'Metric', mode: 'GRAPH' };
const PAINT_LINE: DatasetContribution = { id: 'dashboard-paintline.metrics', kind: 'Custom', label: 'Paint Line Metrics', mode: 'GRAPH', route: '/graph/custom/ino/paintline' };
const KPI: DatasetContribution = { id: 'dashboard-coating.kpi', kind: 'Custom', label: 'KPI', mode: 'GRAPH', route: '/graph/custom/ccc/kpi' };
const MODES = [{ mode: 'GRAPH' as const }, { mode: 'RANKING' as const }];
const plant: LandingInput = { datasets: [METRIC], modes: MODES, presets: [], activeEuid: undefined };

describe('the landing after sign-in (issue 35 point 3)', () => {
  it("a customer company's user lands on its own first dashboard, whatever presets there are", () => {
    expect(landingAfterSignIn({ ...plant, datasets: [METRIC, KPI, { ...KPI, id: 'p', label: 'Performance', route: '/graph/custom/ccc/performance' }] })).toEqual({ kind: 'route', path: KPI.route });
    expect(landingAfterSignIn({ ...plant, datasets: [METRIC, PAINT_LINE], presets: [{ euid: 'a', default: true }] })).toEqual({ kind: 'route', path: PAINT_LINE.route });
  });

  it("a plant user lands on the company's default preset when it has one (opened when another was active)", () => {
    const presets = [{ euid: 'mine' }, { euid: 'company', default: true }];
    expect(landingAfterSignIn({ ...plant, presets, activeEuid: 'mine' })).toEqual({ kind: 'preset', euid: 'company' });
    expect(landingAfterSignIn({ ...plant, presets, activeEuid: 'company' })).toEqual({ kind: 'stay' });
  });

  it('without a default preset a plant user lands on the Ranking; without Ranking nothing moves', () => {
    expect(landingAfterSignIn({ ...plant, presets: [{ euid: 'x' }] })).toEqual({ kind: 'mode', mode: 'RANKING' });
    expect(landingAfterSignIn({ ...plant, modes: [{ mode: 'GRAPH' }] })).toEqual({ kind: 'stay' });
  });
});

describe('applying the landing once, on a sign-in return to /', () => {
  function actions(pathname = '/') {
    const done: string[] = [];
    return {
      done,
      act: {
        pathname: () => pathname,
        navigate: (path: string) => done.push(`navigate ${path}`),
        openPreset: async (euid: string) => done.push(`open ${euid}`),
        nav: { setExplorerMode: (mode: string) => void done.push(`mode ${mode}`) },
      },
    };
  }

  it('only a return from the sign-in (code and state in the address) marks the tab', () => {
    const storage = new MemoryKeyValueStore();
    captureSignInReturn({ search: '?navstate=1' }, storage);
    expect(storage.getItem(LANDING_PENDING_KEY)).toBeNull();
    captureSignInReturn({ search: '?code=abc&state=xyz' }, storage);
    expect(storage.getItem(LANDING_PENDING_KEY)).toBe('1');
  });

  it('lands once: a later start-up (a reload) keeps the view the user chose', async () => {
    const storage = new MemoryKeyValueStore();
    storage.setItem(LANDING_PENDING_KEY, '1');
    const { done, act } = actions();
    expect(await applyLanding(storage, { ...plant, datasets: [METRIC, PAINT_LINE] }, false, act)).toEqual({ kind: 'route', path: PAINT_LINE.route });
    expect(await applyLanding(storage, { ...plant, datasets: [METRIC, PAINT_LINE] }, false, act)).toEqual({ kind: 'stay' });
    expect(done).toEqual([`navigate ${PAINT_LINE.route}`]);
  });

  it('a shared view or a saved deep address wins over the landing, and the mark is taken all the same', async () => {
    for (const [shared, path] of [[true, '/'], [false, '/report/schedule']] as const) {
      const storage = new MemoryKeyValueStore();
      storage.setItem(LANDING_PENDING_KEY, '1');
      const { done, act } = actions(path);
      expect(await applyLanding(storage, plant, shared, act)).toEqual({ kind: 'stay' });
      expect(done).toEqual([]);
      expect(storage.getItem(LANDING_PENDING_KEY)).toBeNull();
    }
  });

  it('opens the default preset or switches to the Ranking mode', async () => {
    const storage = new MemoryKeyValueStore();
    const { done, act } = actions();
    storage.setItem(LANDING_PENDING_KEY, '1');
    await applyLanding(storage, { ...plant, presets: [{ euid: 'company', default: true }] }, false, act);
    storage.setItem(LANDING_PENDING_KEY, '1');
    await applyLanding(storage, plant, false, act);
    expect(done).toEqual(['open company', 'mode RANKING']);
  });
});
