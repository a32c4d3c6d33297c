import { shiftSchema } from '../../core/forms';
import { shiftConflict } from '../../core/shifts';
import type { ProfileRefresh, SessionStore } from '../../workbench/api';
import type { RecordEditor, SaveResult, SetupRow } from '../../workbench/kit/setup-records/record-editor';
import type { RegenProgress } from '../../workbench/kit/setup-records/regen-progress';

/**
 * The Shifts screen: every saved or removed shift regenerates the results (with progress) and
 * refreshes the profile, whose shifts drive the timeframe panel and the current shift.
 */
export class ShiftsViewModel {
  constructor(
    readonly shifts: RecordEditor<typeof shiftSchema>,
    readonly regen: RegenProgress,
    private readonly profile: ProfileRefresh,
    private readonly sessions: SessionStore,
  ) {}

  get timeZone(): string {
    return this.sessions.current?.profile.timezone ?? 'US/Eastern';
  }

  load(): Promise<void> {
    return this.shifts.load();
  }

  /** Overlaps are refused here with the same rule as the server, before anything is sent. */
  async save(values: Record<string, unknown>, id?: number): Promise<SaveResult> {
    const parsed = shiftSchema.safeParse(values);
    if (parsed.success) {
      const others = this.shifts.rows.filter((r) => r.id !== id).map((r) => ({ name: String(r.name), start_time: String(r.start_time), end_time: String(r.end_time) }));
      const conflict = shiftConflict(parsed.data, others);
      if (conflict) return { ok: false, errors: { [conflict.startsWith('A shift named') ? 'name' : 'start_time']: conflict } };
    }
    const result = await this.shifts.save(values, id);
    // The dialog closes once the shift is saved; the regeneration's progress shows on the screen.
    if (result.ok) this.pending = this.changed();
    return result;
  }

  async remove(row: SetupRow): Promise<void> {
    if (await this.shifts.remove(row)) this.pending = this.changed();
  }

  /** The last change's follow-up (tests await it). */
  pending: Promise<void> = Promise.resolve();

  private async changed(): Promise<void> {
    await this.regen.start({ scope: 'company' });
    await this.profile.refresh().catch((e: unknown) => console.error('profile:', e));
  }

  dispose(): void {
    this.regen.dispose();
  }
}
