import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { LabelledDropdown } from '../kit/form-controls/labelled-dropdown';
import { InputText } from 'primereact/inputtext';
import { AUTO_RANGE_UNITS, type AutoRangeUnit } from '../../core/model';
import { AUTO_RANGE_MIN_VALUE } from '../../core/time';
import type { DateField, TimeframeViewModel } from './timeframe.view-model';

const UNIT_LABELS: Record<AutoRangeUnit, string> = { DAYS: 'Days', WEEKS: 'Weeks', MONTHS: 'Months' };

/**
 * The auto-range count as the browser's own number input (arrow keys and spin buttons step it).
 * The field may be emptied while typing; leaving it shows the count in force again. Native rather than PrimeReact's InputNumber, which would add 5 kB to the
 * shell's first load (issue 8).
 */
function AutoRangeValue({ value, onChange }: { value: number; onChange(value: number): void }) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  return (
    <InputText
      id="explorer-auto-value"
      className="explorer-auto-value"
      type="number"
      inputMode="numeric"
      min={AUTO_RANGE_MIN_VALUE}
      step={1}
      value={text}
      invalid={!isAutoRangeCount(text)}
      aria-invalid={!isAutoRangeCount(text)}
      onChange={(e) => {
        setText(e.target.value);
        // The view-model refuses a number below the minimum with its error toast.
        if (e.target.value.trim() !== '' && Number.isFinite(Number(e.target.value))) onChange(Number(e.target.value));
      }}
      onBlur={() => setText(String(value))}
    />
  );
}

function isAutoRangeCount(text: string): boolean {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= AUTO_RANGE_MIN_VALUE;
}

const DateInput = observer(function DateInput({ vm, field, label }: { vm: TimeframeViewModel; field: DateField; label: string }) {
  const id = `explorer-date-${field}`;
  const invalid = vm.invalid(field);
  return (
    <div className="explorer-field">
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        value={vm.text(field)}
        placeholder="YYYY-MM-DD"
        invalid={invalid}
        className={invalid ? 'p-invalid' : undefined}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => vm.typeDate(field, e.target.value)}
      />
      {invalid && (
        <small id={`${id}-error`} className="p-error">
          Enter a date as YYYY-MM-DD.
        </small>
      )}
    </div>
  );
});

/** The Timeframe panel (document 1 §2, §4 "Time and shift"). */
export const TimeframePanel = observer(function TimeframePanel({ vm, graphOnly }: { vm: TimeframeViewModel; graphOnly: boolean }) {
  const s = vm.state;
  return (
    <section className="explorer-section" aria-label="Timeframe">
      <h3>Timeframe</h3>
      {graphOnly && (
        <div className="explorer-modes" role="group" aria-label="Timeframe kind">
          <Button label="Single Day" size="small" outlined={!vm.isSingleDay} aria-pressed={vm.isSingleDay} onClick={() => vm.chooseSingleDay()} />
          <Button label="Date Range" size="small" outlined={vm.isSingleDay} aria-pressed={!vm.isSingleDay} onClick={() => vm.chooseDateRange()} />
        </div>
      )}
      {vm.isSingleDay ? (
        <div className="explorer-day-row">
          <div className="explorer-check">
            <Checkbox inputId="explorer-keep-current" checked={s.keepCurrent} onChange={(e) => vm.setKeepCurrent(e.checked === true)} />
            <label htmlFor="explorer-keep-current">Keep Current</label>
          </div>
          <DateInput vm={vm} field="day" label="Day" />
        </div>
      ) : (
        <>
          <div className="explorer-row">
            <DateInput vm={vm} field="from" label="From" />
            <DateInput vm={vm} field="to" label="To" />
          </div>
          <div className="explorer-check">
            <Checkbox inputId="explorer-auto-range" checked={s.autoRange.active} onChange={(e) => vm.setAutoRangeActive(e.checked === true)} />
            <label htmlFor="explorer-auto-range">Automatic range</label>
          </div>
          {s.autoRange.active && (
            <div className="explorer-row">
              <div className="explorer-field">
                <label htmlFor="explorer-auto-value">Last</label>
                <AutoRangeValue value={s.autoRange.value} onChange={(v) => vm.setAutoRangeValue(v)} />
              </div>
              <div className="explorer-field">
                <label htmlFor="explorer-auto-unit">Unit</label>
                <LabelledDropdown
                  label="Unit"
                  inputId="explorer-auto-unit"
                  value={s.autoRange.unit}
                  options={AUTO_RANGE_UNITS.map((u) => ({ label: UNIT_LABELS[u], value: u }))}
                  onChange={(e) => vm.setAutoRangeUnit(e.value as AutoRangeUnit)}
                />
              </div>
            </div>
          )}
        </>
      )}
      {graphOnly && (
        <div className="explorer-check">
          <Checkbox inputId="explorer-combine-shifts" checked={s.combineShifts} onChange={(e) => vm.setCombineShifts(e.checked === true)} />
          <label htmlFor="explorer-combine-shifts">Combine Shifts</label>
        </div>
      )}
      {vm.showShiftDropdown && (
        <div className="explorer-field">
          <label htmlFor="explorer-shift">Shift</label>
          <LabelledDropdown
            label="Shift"
            inputId="explorer-shift"
            value={s.shift}
            options={vm.shiftOptions}
            placeholder="Choose a shift"
            onChange={(e) => vm.setShift(String(e.value))}
          />
        </div>
      )}
    </section>
  );
});
