import { describe, expect, it } from 'vitest';
import { createDefaultNavState, type NavState, type NavStore } from '../../../core/navigation';
import type { SessionStore } from '../../api/session';
import type { ShareLinks } from '../../api/share-links';
import { RecordingToasts } from '../../testing/test-doubles';
import { ShareViewModel } from './share-view.view-model';

class RecordedShares implements ShareLinks {
  readonly created: Array<{ state: NavState; name: string; company: string }> = [];
  fail: string | null = null;
  async create(state: NavState, name: string, company: string): Promise<string> {
    if (this.fail) throw this.fail;
    this.created.push({ state, name, company });
    return 'http://127.0.0.1/?navstate=abc';
  }
  async read(): Promise<unknown> {
    return {};
  }
}

function setup() {
  const state = { ...createDefaultNavState({ now: () => Date.UTC(2026, 10, 27, 12) }, 'US/Eastern'), explorerMode: 'RANKING' as const };
  const store = { state } as unknown as NavStore;
  const sessions = { current: { profile: { entities: { euid: 'company-1' } } } } as unknown as SessionStore;
  const shares = new RecordedShares();
  const toasts = new RecordingToasts();
  return { vm: new ShareViewModel({ store, shares, sessions, toasts }), shares, toasts, state };
}

describe('Share of any view (document 3 §2.1, issue 35 point 8)', () => {
  it("stores the view's whole navigation state (mode included) for the signed-in company and shows the link", async () => {
    const { vm, shares, state } = setup();
    await vm.share(' Ranking Efficiency ');
    expect(vm.link).toBe('http://127.0.0.1/?navstate=abc');
    expect(shares.created).toEqual([{ state, name: 'Ranking Efficiency', company: 'company-1' }]);
    expect(vm.sharing).toBe(false);
    vm.close();
    expect(vm.link).toBeNull();
  });

  it('a failed save shows its error as a toast and no link', async () => {
    const { vm, shares, toasts } = setup();
    // The server's detail text, as the API client passes it on.
    shares.fail = 'Network down';
    await vm.share('Graph');
    expect(vm.link).toBeNull();
    expect(toasts.shown.map((t) => t.detail)).toEqual(['Network down']);
  });
});
