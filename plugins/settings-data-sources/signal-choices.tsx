import { Button } from 'primereact/button';
import type { SelectHTMLAttributes } from 'react';
import { TAG_SIGNALS, type TagSignal } from '../../core/connectors';
import { COUNTER_TEXT, SIGNAL_TEXT } from './texts';

interface ChoiceProps<T extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  value: T;
  choices: readonly T[];
  label?: (choice: T) => string;
  onChoose(choice: T): void;
}

/** A select of fixed choices (their words by `label`). */
export function ChoiceSelect<T extends string>({ value, choices, label = (c) => c, onChoose, ...rest }: ChoiceProps<T>) {
  return (
    <select {...rest} className="p-inputtext" value={value} onChange={(e) => onChoose(e.target.value as T)}>
      {choices.map((c) => (
        <option key={c} value={c}>
          {label(c)}
        </option>
      ))}
    </select>
  );
}

type Counter = 'increment' | 'total';

interface RowEndProps {
  row: { signal: TagSignal; counter: Counter };
  labels: { signal: string; counter: string; remove: string };
  error?: string;
  onChange(patch: { signal?: TagSignal; counter?: Counter }): void;
  onRemove(): void;
}

/** The end of a mapping or node row: what it means, how it counts, its remove button and its refusal. */
export function SignalChoices({ row, labels, error, onChange, onRemove }: RowEndProps) {
  return (
    <>
      <ChoiceSelect aria-label={labels.signal} value={row.signal} choices={TAG_SIGNALS} label={(s) => SIGNAL_TEXT[s]} onChoose={(signal) => onChange({ signal })} />
      <ChoiceSelect aria-label={labels.counter} value={row.counter} choices={['increment', 'total'] as const} label={(c) => COUNTER_TEXT[c]} onChoose={(counter) => onChange({ counter })} />
      <Button type="button" icon="pi pi-times" text rounded aria-label={labels.remove} onClick={onRemove} />
      {error && (
        <p role="alert" className="field-error mapping-error">
          {error}
        </p>
      )}
    </>
  );
}
