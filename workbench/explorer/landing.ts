import type { KeyValueStore } from '../../core/platform';
import type { NavStore } from '../../core/navigation';
import type { DatasetContribution, ExplorerMode } from '../api/manifest';

/** Tab-storage key: set on the provider's sign-in return, taken by the explorer's first start-up. */
export const LANDING_PENDING_KEY = 'landing_pending';

/**
 * At start: a return from the provider's sign-in (?code=&state=, before the auth client cleans the
 * address) marks the tab for the landing of issue 35 point 3. A page reload of a signed-in tab has
 * no such query and keeps whatever view the user had.
 */
export function captureSignInReturn(location: { search: string }, storage: KeyValueStore): void {
  const query = new URLSearchParams(location.search);
  if (query.has('code') && query.has('state')) storage.setItem(LANDING_PENDING_KEY, '1');
}

/** Where a user lands after signing in on '/'. */
export type Landing =
  | { kind: 'route'; path: string }
  | { kind: 'preset'; euid: string }
  | { kind: 'mode'; mode: 'RANKING' }
  | { kind: 'stay' };

export interface LandingInput {
  /** The enabled plugins' datasets: a customer company's dashboards are its Custom ones with a route. */
  datasets: readonly DatasetContribution[];
  modes: readonly Pick<ExplorerMode, 'mode'>[];
  /** The company's presets as the preset service listed them. */
  presets: readonly { euid: string; default?: boolean }[];
  /** The preset the start-up applied, if any. */
  activeEuid: string | undefined;
}

/**
 * Issue 35 point 3: a customer company's users land on their own (first) dashboard; plant users on
 * the company's default preset when it has one, else on the Ranking (every machine, worst first),
 * never on an Efficiency graph of a company without such data.
 */
export function landingAfterSignIn({ datasets, modes, presets, activeEuid }: LandingInput): Landing {
  const dashboard = datasets.find((d) => d.kind === 'Custom' && d.route !== undefined);
  if (dashboard?.route) return { kind: 'route', path: dashboard.route };
  const preferred = presets.find((p) => p.default === true);
  if (preferred) return preferred.euid === activeEuid ? { kind: 'stay' } : { kind: 'preset', euid: preferred.euid };
  if (modes.some((m) => m.mode === 'RANKING')) return { kind: 'mode', mode: 'RANKING' };
  return { kind: 'stay' };
}

export interface LandingActions {
  /** The address the tab is at: the landing applies on '/' only (a deep link or saved address wins). */
  pathname(): string;
  navigate(path: string): void;
  openPreset(euid: string): Promise<unknown>;
  nav: Pick<NavStore, 'setExplorerMode'>;
}

/**
 * Once the presets are loaded and no shared view was applied: takes the pending landing mark and
 * goes where landingAfterSignIn says. A shared view or a saved address takes the mark without moving.
 */
export async function applyLanding(storage: KeyValueStore, input: LandingInput, sharedApplied: boolean, act: LandingActions): Promise<Landing> {
  if (storage.getItem(LANDING_PENDING_KEY) === null) return { kind: 'stay' };
  storage.removeItem(LANDING_PENDING_KEY);
  if (sharedApplied || act.pathname() !== '/') return { kind: 'stay' };
  const landing = landingAfterSignIn(input);
  if (landing.kind === 'route') act.navigate(landing.path);
  if (landing.kind === 'preset') await act.openPreset(landing.euid);
  if (landing.kind === 'mode') act.nav.setExplorerMode(landing.mode);
  return landing;
}
