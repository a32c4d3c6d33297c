import { Button } from 'primereact/button';
import type { FieldErrors } from '../../core/forms';
import { newMappingRow, type MappingRow } from './source-form';
import { SignalChoices } from './signal-choices';
import { FIELD_LABELS, SOURCES_TEXT } from './texts';

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
            <SignalChoices
              row={row}
              labels={{ signal: FIELD_LABELS.signal(n), counter: FIELD_LABELS.counter(n), remove: SOURCES_TEXT.removeTag(n) }}
              error={error}
              onChange={(patch) => change(i, patch)}
              onRemove={() => onChange(rows.filter((_, j) => j !== i))}
            />
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
