import { Button } from 'primereact/button';
import { OPCUA_SECURITY_MODES, OPCUA_SECURITY_POLICIES } from '../../core/connectors';
import type { FieldErrors } from '../../core/forms';
import { FormField } from '../../workbench/kit/form-controls/form-field';
import { newNodeRow, type NodeRow, type SourceForm } from './source-form';
import { ChoiceSelect, SignalChoices } from './signal-choices';
import { FIELD_LABELS, SOURCES_TEXT } from './texts';

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
            <ChoiceSelect {...control} value={form.securityMode} choices={OPCUA_SECURITY_MODES} onChoose={(securityMode) => onChange({ securityMode })} />
          )}
        </FormField>
        <FormField id="source-security-policy" label={FIELD_LABELS.securityPolicy}>
          {(control) => (
            <ChoiceSelect {...control} value={form.securityPolicy} choices={OPCUA_SECURITY_POLICIES} onChoose={(securityPolicy) => onChange({ securityPolicy })} />
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
              <SignalChoices
                row={row}
                labels={{ signal: FIELD_LABELS.nodeSignal(n), counter: FIELD_LABELS.nodeCounter(n), remove: SOURCES_TEXT.removeNode(n) }}
                error={error}
                onChange={(patch) => change(i, patch)}
                onRemove={() => onChange({ nodes: nodes.filter((_, j) => j !== i) })}
              />
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
