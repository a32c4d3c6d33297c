import { Button } from 'primereact/button';
import { OPCUA_SECURITY_MODES, OPCUA_SECURITY_POLICIES, TAG_SIGNALS, type TagSignal } from '../../core/connectors';
import type { FieldErrors } from '../../core/forms';
import { FormField } from '../../workbench/kit/form-controls/form-field';
import { newNodeRow, type NodeRow, type SourceForm } from './source-form';
import { FIELD_LABELS, SIGNAL_TEXT, SOURCES_TEXT } from './texts';

interface Props {
  form: SourceForm;
  errors: FieldErrors;
  onChange(patch: Partial<SourceForm>): void;
}

/** An OPC UA source's security, sampling interval and watched nodes (one row per node, with its machine). */
export function OpcuaFields({ form, errors, onChange }: Props) {
  const nodes = form.nodes;
  const change = (i: number, patch: Partial<NodeRow>) => onChange({ nodes: nodes.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  return (
    <>
      <div className="source-security">
        <FormField id="source-security-mode" label={FIELD_LABELS.securityMode} error={errors.security} hint={SOURCES_TEXT.securityHint}>
          {(control) => (
            <select {...control} className="p-inputtext" value={form.securityMode} onChange={(e) => onChange({ securityMode: e.target.value as SourceForm['securityMode'] })}>
              {OPCUA_SECURITY_MODES.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="source-security-policy" label={FIELD_LABELS.securityPolicy}>
          {(control) => (
            <select {...control} className="p-inputtext" value={form.securityPolicy} onChange={(e) => onChange({ securityPolicy: e.target.value as SourceForm['securityPolicy'] })}>
              {OPCUA_SECURITY_POLICIES.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField id="source-sampling" label={FIELD_LABELS.samplingMs} error={errors.samplingMs} hint={SOURCES_TEXT.samplingHint}>
        {(control) => <input {...control} className="p-inputtext" inputMode="numeric" value={form.samplingMs} onChange={(e) => onChange({ samplingMs: e.target.value })} />}
      </FormField>
      <fieldset className="mapping-fields" aria-describedby="source-nodes-hint">
        <legend>{SOURCES_TEXT.nodesTitle}</legend>
        <small id="source-nodes-hint" className="field-hint">
          {SOURCES_TEXT.nodesHint}
        </small>
        {nodes.map((row, i) => {
          const n = i + 1;
          const error = errors[`nodes.${i}`];
          return (
            <div className="mapping-row node-row" key={i}>
              <input className="p-inputtext" aria-label={FIELD_LABELS.nodeMachine(n)} placeholder="Machine key" value={row.machine} maxLength={255} onChange={(e) => change(i, { machine: e.target.value })} aria-invalid={error ? true : undefined} />
              <input className="p-inputtext" aria-label={FIELD_LABELS.nodeId(n)} placeholder="ns=2;s=Press1.GoodCount" value={row.node_id} maxLength={1000} onChange={(e) => change(i, { node_id: e.target.value })} aria-invalid={error ? true : undefined} />
              <select className="p-inputtext" aria-label={FIELD_LABELS.nodeSignal(n)} value={row.signal} onChange={(e) => change(i, { signal: e.target.value as TagSignal })}>
                {TAG_SIGNALS.map((s) => (
                  <option key={s} value={s}>
                    {SIGNAL_TEXT[s]}
                  </option>
                ))}
              </select>
              <select className="p-inputtext" aria-label={FIELD_LABELS.nodeCounter(n)} value={row.counter} onChange={(e) => change(i, { counter: e.target.value as NodeRow['counter'] })}>
                <option value="total">Running total</option>
                <option value="increment">Increments</option>
              </select>
              <Button type="button" icon="pi pi-times" text rounded aria-label={SOURCES_TEXT.removeNode(n)} onClick={() => onChange({ nodes: nodes.filter((_, j) => j !== i) })} />
              {error && (
                <p role="alert" className="field-error mapping-error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {errors.nodes && (
          <p role="alert" className="field-error">
            {errors.nodes}
          </p>
        )}
        <Button type="button" label={SOURCES_TEXT.addNode} icon="pi pi-plus" outlined size="small" onClick={() => onChange({ nodes: [...nodes, newNodeRow(nodes.at(-1))] })} />
      </fieldset>
    </>
  );
}
