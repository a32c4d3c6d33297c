import { Button } from 'primereact/button';
import { TAG_SIGNALS, type TagSignal } from '../../core/connectors';
import type { FieldErrors } from '../../core/forms';
import { newMappingRow, type MappingRow } from './source-form';
import { FIELD_LABELS, SIGNAL_TEXT, SOURCES_TEXT } from './texts';

interface Props {
  format: string;
  rows: MappingRow[];
  errors: FieldErrors;
  onChange(rows: MappingRow[]): void;
}

/** The umh tags or json field paths and the signal each one carries; counters as increments or running totals. */
export function MappingFields({ format, rows, errors, onChange }: Props) {
  const change = (i: number, patch: Partial<MappingRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="mapping-fields" aria-describedby="source-mapping-hint">
      <legend>{SOURCES_TEXT.mappingTitle}</legend>
      <small id="source-mapping-hint" className="field-hint">
        {SOURCES_TEXT.mappingHint(format)}
      </small>
      {rows.map((row, i) => {
        const n = i + 1;
        const error = errors[`mapping.${i}`];
        return (
          <div className="mapping-row" key={i}>
            <input className="p-inputtext" aria-label={FIELD_LABELS.tag(n)} value={row.tag} maxLength={255} onChange={(e) => change(i, { tag: e.target.value })} aria-invalid={error ? true : undefined} />
            <select className="p-inputtext" aria-label={FIELD_LABELS.signal(n)} value={row.signal} onChange={(e) => change(i, { signal: e.target.value as TagSignal })}>
              {TAG_SIGNALS.map((s) => (
                <option key={s} value={s}>
                  {SIGNAL_TEXT[s]}
                </option>
              ))}
            </select>
            <select className="p-inputtext" aria-label={FIELD_LABELS.counter(n)} value={row.counter} onChange={(e) => change(i, { counter: e.target.value as MappingRow['counter'] })}>
              <option value="increment">Increments</option>
              <option value="total">Running total</option>
            </select>
            <Button type="button" icon="pi pi-times" text rounded aria-label={SOURCES_TEXT.removeTag(n)} onClick={() => onChange(rows.filter((_, j) => j !== i))} />
            {error && (
              <p role="alert" className="field-error mapping-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {errors.mapping && (
        <p role="alert" className="field-error">
          {errors.mapping}
        </p>
      )}
      <Button type="button" label={SOURCES_TEXT.addTag} icon="pi pi-plus" outlined size="small" onClick={() => onChange([...rows, newMappingRow()])} />
    </fieldset>
  );
}
