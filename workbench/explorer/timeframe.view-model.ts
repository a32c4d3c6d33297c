import { action, computed, makeObservable, observableRef } from 'mobx';
import type { AutoRangeUnit } from '../../core/model';
import type { NavState, NavStore } from '../../core/navigation';
import { shiftNames, shiftsFromProfile } from '../../core/shifts';
import type { Clock } from '../../core/platform';
import { DEFAULT_TIMEZONE } from '../../core/session';
import { dateInZone, isDateOnly, type DateOnly } from '../../core/time';
import { fromRx, type RxBox } from '../api/from-rx';
import type { SessionStore } from '../api/session';
import type { Toasts } from '../api/toasts';
import { navAction } from './nav-action';

export type DateField = 'day' | 'from' | 'to';

/**
 * The Timeframe panel (document 1 §2 and §4 "Time and shift"): Single Day / Date Range, Keep
 * Current with its date, From and To dates kept in order, Combine Shifts with the Shift dropdown,
 * and the automatic range. The ordering, clearing and defaults are core/navigation's rules; this
 * model holds only what is being typed, so an unparseable date shows the invalid style and
 * changes nothing.
 */
export class TimeframeViewModel {
  private readonly nav: RxBox<NavState>;
  /** Text typed in a date field that is not (yet) a date; absent = the field shows the state. */
  drafts: Partial<Record<DateField, string>> = {};

  constructor(
    private readonly store: NavStore,
    private readonly sessions: SessionStore,
    private readonly toasts: Toasts,
    private readonly clock: Clock,
  ) {
    this.nav = fromRx(store.navState$, store.state);
    makeObservable(this, {
      drafts: observableRef,
      state: computed,
      isSingleDay: computed,
      shiftOptions: computed,
      showShiftDropdown: computed,
      typeDate: action,
      chooseSingleDay: action,
      chooseDateRange: action,
    });
  }

  get state(): NavState {
    return this.nav.current;
  }

  get isSingleDay(): boolean {
    return this.state.time.day !== null;
  }

  /** The Shift dropdown is shown only when shifts are not combined. */
  get showShiftDropdown(): boolean {
    return !this.state.combineShifts;
  }

  get shiftOptions(): string[] {
    const shifts = this.sessions.current?.profile.shifts ?? {};
    return shiftNames(shiftsFromProfile(shifts));
  }

  /** What a date field shows: the text being typed, else the state's date. */
  text(field: DateField): string {
    const draft = this.drafts[field];
    if (draft !== undefined) return draft;
    if (field === 'day') return this.state.time.day ?? '';
    return field === 'from' ? this.state.time.range.start : this.state.time.range.end;
  }

  /** Spec: a date input accepts only parseable dates and otherwise shows an invalid style. */
  invalid(field: DateField): boolean {
    const draft = this.drafts[field];
    return draft !== undefined && !isDateOnly(draft.trim());
  }

  /** Typing in a date field: a parseable date is applied at once, anything else only marks the field. */
  typeDate(field: DateField, text: string): void {
    const value = text.trim();
    if (!isDateOnly(value)) {
      this.drafts = { ...this.drafts, [field]: text };
      return;
    }
    const { [field]: _done, ...rest } = this.drafts;
    this.drafts = rest;
    if (field === 'day') this.pickDay(value);
    else if (field === 'from') navAction(this.toasts, () => this.store.setRangeStart(value));
    else navAction(this.toasts, () => this.store.setRangeEnd(value));
  }

  /** Spec: Single Day sets the day (today's, or the range start when the range is in the past). */
  chooseSingleDay(): void {
    if (this.isSingleDay) return;
    const { start, end } = this.state.time.range;
    const today = this.today();
    navAction(this.toasts, () => this.store.selectSingleDay(today >= start && today <= end ? today : end));
  }

  /** Spec: Date Range clears the day and turns off children display. */
  chooseDateRange(): void {
    navAction(this.toasts, () => this.store.selectDateRange());
  }

  /** Spec: Keep Current sets the day to today. */
  setKeepCurrent(on: boolean): void {
    navAction(this.toasts, () => this.store.setKeepCurrent(on));
  }

  /** Spec: Combine Shifts on clears the shift (SUMMARY); off uses the selected (else the first) shift. */
  setCombineShifts(on: boolean): void {
    const shift = on ? undefined : this.state.shift || this.shiftOptions[0];
    if (!on && !shift) {
      navAction(this.toasts, () => this.store.setCombineShifts(false, ''));
      return;
    }
    navAction(this.toasts, () => this.store.setCombineShifts(on, shift));
  }

  setShift(name: string): void {
    navAction(this.toasts, () => this.store.setShift(name));
  }

  setAutoRangeActive(active: boolean): void {
    navAction(this.toasts, () => this.store.setAutoRange({ active }));
  }

  /** Spec: auto-range number minimum 1 (the store refuses anything else, with a toast). */
  setAutoRangeValue(value: number): void {
    navAction(this.toasts, () => this.store.setAutoRange({ value }));
  }

  setAutoRangeUnit(unit: AutoRangeUnit): void {
    navAction(this.toasts, () => this.store.setAutoRange({ unit }));
  }

  dispose(): void {
    this.nav.dispose();
  }

  /** A day picked by hand is no longer "the current day": Keep Current goes off first. */
  private pickDay(day: DateOnly): void {
    if (this.state.keepCurrent && day !== this.state.time.day) navAction(this.toasts, () => this.store.setKeepCurrent(false));
    navAction(this.toasts, () => this.store.selectSingleDay(day));
  }

  private today(): DateOnly {
    return dateInZone(this.clock.now(), this.sessions.current?.profile.timezone ?? DEFAULT_TIMEZONE);
  }
}
