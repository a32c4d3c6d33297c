import { computed, makeObservable } from 'mobx';
import { monthlyPercentChange } from '../../core/oee';
import { groupCoatingOps, type CoatingTotals } from './common/coating-actuals';
import { CoatingDataViewModel } from './coating-data.view-model';

export interface MonthRow {
  month: string;
  totals: CoatingTotals;
  /** Percent change of the month's headline value from the previous calendar month (null for the first or after a gap). */
  change: number | null;
}

/**
 * The Performance screen (document 3 §2.4): month-to-month performance and scrap, full and half
 * roll counts, roll changeovers and daily performance over the navigation state's range.
 */
export class PerformanceViewModel extends CoatingDataViewModel {
  constructor(...args: ConstructorParameters<typeof CoatingDataViewModel>) {
    super(...args);
    makeObservable(this, { months: computed, performance: computed, scrap: computed });
  }

  get months(): Array<{ key: string; totals: CoatingTotals }> {
    return groupCoatingOps(this.data.ops, (r) => r.shift_date.slice(0, 7));
  }

  private withChange(value: (t: CoatingTotals) => number): MonthRow[] {
    const changes = monthlyPercentChange(this.months.map((m) => ({ month: m.key, value: value(m.totals) })));
    return this.months.map((m, i) => ({ month: m.key, totals: m.totals, change: changes[i]!.change }));
  }

  /** Month to Month Performance: lineal produced and its change. */
  get performance(): MonthRow[] {
    return this.withChange((t) => t.lineal_produced);
  }

  /**
   * Month to Month Scrap (README decision): the coating op row carries no scrap column; split
   * (half) rolls are the rolls cut short by a defect, so their share of all rolls is the scrap rate.
   */
  get scrap(): MonthRow[] {
    return this.withChange((t) => t.split_roll_count);
  }
}
