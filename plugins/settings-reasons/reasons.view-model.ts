import { action, computed, makeObservable, observable } from 'mobx';
import { reasonSchema } from '../../core/forms';
import { REASON_KINDS, type ReasonKind } from '../../core/model';
import type { ProfileRefresh } from '../../workbench/api';
import type { RecordEditor, SaveResult, SetupRow } from '../../workbench/kit/setup-records/record-editor';

/**
 * The Reasons screen. The route's reasonName (document 1 §2) picks a kind when it names one
 * (/reasons/scrap), else the reason of that name (its kind's tab, the row highlighted).
 */
export class ReasonsViewModel {
  kind: ReasonKind = 'down';
  highlighted: string | null = null;

  constructor(
    readonly reasons: RecordEditor<typeof reasonSchema>,
    private readonly profile: ProfileRefresh,
  ) {
    makeObservable(this, { kind: observable, highlighted: observable, setKind: action, applyRouteName: action, rowsOfKind: computed });
  }

  get rowsOfKind(): SetupRow[] {
    return this.reasons.rows.filter((r) => r.kind === this.kind);
  }

  async load(reasonName?: string): Promise<void> {
    await this.reasons.load();
    this.applyRouteName(reasonName);
  }

  applyRouteName(reasonName: string | undefined): void {
    if (!reasonName) return;
    const wanted = reasonName.trim().toLowerCase();
    const kind = REASON_KINDS.find((k) => k === wanted);
    if (kind) {
      this.kind = kind;
      this.highlighted = null;
      return;
    }
    const row = this.reasons.rows.find((r) => String(r.name).toLowerCase() === wanted);
    this.highlighted = row ? String(row.name) : reasonName;
    if (row) this.kind = row.kind as ReasonKind;
  }

  get highlightMissing(): boolean {
    return this.highlighted !== null && !this.reasons.rows.some((r) => r.name === this.highlighted);
  }

  setKind(kind: ReasonKind): void {
    this.kind = kind;
  }

  /** The profile carries the reasons by kind (down_reasons...): refreshed after a change. */
  async save(values: Record<string, unknown>, id?: number): Promise<SaveResult> {
    const result = await this.reasons.save({ ...values, planned: values.kind === 'down' ? values.planned === true : false }, id);
    if (result.ok) await this.profile.refresh().catch((e: unknown) => console.error('profile:', e));
    return result;
  }

  async remove(row: SetupRow): Promise<void> {
    if (await this.reasons.remove(row)) await this.profile.refresh().catch((e: unknown) => console.error('profile:', e));
  }

  dispose(): void {}
}
