import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { isDateOnly } from '../../../core/time';

export interface SelectOption<V> {
  label: string;
  value: V;
}

/**
 * A native select styled like the theme's inputs: labelled by its aria-label, fully keyboard
 * operable, and without the hidden duplicate select some component suites render.
 */
export function NativeSelect<V extends string | number | boolean>({
  value,
  options,
  onChange,
  label,
  placeholder,
  id,
}: {
  value: V | undefined | null;
  options: ReadonlyArray<SelectOption<V>>;
  onChange: (value: V) => void;
  label: string;
  placeholder?: string;
  id?: string;
}) {
  const index = options.findIndex((o) => o.value === value);
  return (
    <select
      id={id}
      className="p-inputtext dt-select"
      aria-label={label}
      value={index < 0 ? '' : String(index)}
      onChange={(e: ChangeEvent<HTMLSelectElement>) => {
        const chosen = options[Number(e.target.value)];
        if (chosen) onChange(chosen.value);
      }}
    >
      {index < 0 && <option value="">{placeholder ?? 'Choose'}</option>}
      {options.map((o, i) => (
        <option key={String(o.value)} value={String(i)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** An on/off switch: a native checkbox with the switch role (keyboard: Space), with its label. */
export function Switch({ id, checked, onChange, label }: { id: string; checked: boolean; onChange: (on: boolean) => void; label: string }) {
  return (
    <span className="dt-switch">
      <input id={id} type="checkbox" role="switch" className="dt-switch-input" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </span>
  );
}

/** Text a number input accepts while typing: an optional sign, digits, and at most `fractionDigits` after the point. */
export function numberTextPattern(fractionDigits: number): RegExp {
  return fractionDigits > 0 ? new RegExp(`^-?\\d*(\\.\\d{0,${fractionDigits}})?$`) : /^-?\d*$/;
}

/**
 * A number input that refuses keystrokes beyond `fractionDigits` decimals (document 2 §5: float
 * filter inputs allow up to 8 fraction digits; whole numbers none). Reports undefined while empty.
 */
export function NumberInput({ value, onChange, fractionDigits, label }: { value: number | undefined; onChange: (n: number | undefined) => void; fractionDigits: number; label: string }) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const pattern = numberTextPattern(fractionDigits);
  return (
    <input
      className="p-inputtext"
      inputMode={fractionDigits > 0 ? 'decimal' : 'numeric'}
      aria-label={label}
      value={text}
      onChange={(e) => {
        const next = e.target.value.trim();
        if (!pattern.test(next)) return; // refused: too many decimals or not a number
        setText(next);
        const n = Number(next);
        onChange(next === '' || next === '-' || next === '.' || !Number.isFinite(n) ? undefined : n);
      }}
    />
  );
}

/**
 * From / To dates of a table's date range (document 2 §4: the range keeps itself ordered). Setting
 * one end alone makes a single day; clearing an end clears the range.
 */
export function DateRangeInputs({ id, label, range, onChange }: { id: string; label: string; range: { start: string; end: string } | null; onChange: (start: string, end: string, moved: 'start' | 'end') => void }) {
  const start = range?.start ?? '';
  const end = range?.end ?? '';
  return (
    <span className="dt-range" role="group" aria-label={`${label} range`}>
      <DateText id={`${id}-from`} label={`${label} from`} value={start} onCommit={(v) => onChange(v, v ? end || v : '', 'start')} />
      <DateText id={`${id}-to`} label="to" value={end} onCommit={(v) => onChange(v ? start || v : '', v, 'end')} />
    </span>
  );
}

/**
 * A date typed as YYYY-MM-DD, the one format of every other date in the product (issue 35 point 6:
 * the browser's date input read mm/dd/yyyy in an American locale). A complete valid date or an
 * empty field applies; anything else stays in the field, marked invalid, and changes nothing.
 */
function DateText({ id, label, value, onCommit }: { id: string; label: string; value: string; onCommit: (value: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A change from outside (Clear Filters, the other end following) replaces what is typed.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const typed = text.trim();
  const invalid = typed !== '' && !isDateOnly(typed);
  return (
    <span className="dt-range-end">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        placeholder="YYYY-MM-DD"
        maxLength={10}
        size={10}
        className={`p-inputtext dt-date${invalid ? ' p-invalid' : ''}`}
        value={text}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const next = e.target.value.trim();
          if ((next === '' || isDateOnly(next)) && next !== value) onCommit(next);
        }}
      />
      {invalid && (
        <small id={`${id}-error`} className="p-error">
          Enter a date as YYYY-MM-DD.
        </small>
      )}
    </span>
  );
}
