import { useState } from 'react';
import type { ChangeEvent } from 'react';

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
