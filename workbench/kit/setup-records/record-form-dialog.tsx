import { useEffect, useState } from 'react';
import type { FieldErrors } from '../../../core/forms';
import type { SaveResult } from './record-editor';
import { RecordFormView, type FieldSpec } from './record-form-view';

export type { FieldSpec } from './record-form-view';

interface Props {
  header: string;
  visible: boolean;
  fields: readonly FieldSpec[];
  initial: Record<string, unknown>;
  readOnly: boolean;
  isDemo: boolean;
  saving: boolean;
  onSubmit(values: Record<string, unknown>): Promise<SaveResult>;
  onHide(): void;
  testId?: string;
}

/**
 * A System Setup record in the record dialog, holding its own values: the shared schema's messages
 * (from the save's answer) beside each field; it closes once the record is saved.
 */
export function RecordFormDialog({ initial, visible, onSubmit, onHide, ...view }: Props) {
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (visible) {
      setValues(initial);
      setErrors({});
    }
  }, [visible, initial]);
  const submit = async () => {
    const result = await onSubmit(values);
    if (result.ok) onHide();
    else setErrors(result.errors);
  };
  return (
    <RecordFormView
      {...view}
      visible={visible}
      values={values}
      errors={errors}
      onChange={(name, v) => setValues((old) => ({ ...old, [name]: v }))}
      onSubmit={() => void submit()}
      onHide={onHide}
    />
  );
}
