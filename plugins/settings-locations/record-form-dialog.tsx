import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import type { FormEvent } from 'react';
import type { RecordAdminViewModel } from './record-admin.view-model';
import { locationsIds } from './test-ids';

/**
 * The create/edit modal ('Editing Inventory: {part_name}' / 'Create Inventory', and the location's):
 * each field shows its zod message once touched; an invalid form cannot be submitted.
 */
export const RecordFormDialog = observer(function RecordFormDialog({ vm }: { vm: RecordAdminViewModel }) {
  const draft = vm.draft;
  if (!draft) return null;
  const errors = vm.errors;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void vm.save();
  };
  const formId = `${vm.kind.id}-form`;
  return (
    <Dialog
      header={vm.header}
      visible
      onHide={() => vm.close()}
      style={{ width: 'min(32rem, 95vw)' }}
      data-testid={locationsIds.formDialog}
      footer={
        <div className="rec-footer">
          <Button label="Cancel" text type="button" onClick={() => vm.close()} />
          <Button label="Save" icon="pi pi-check" type="submit" form={formId} loading={vm.saving} disabled={!vm.valid || vm.saving} />
        </div>
      }
    >
      <form id={formId} className="rec-form" onSubmit={submit} noValidate>
        {vm.kind.fields.map((f) => {
          const id = `${formId}-${f.name}`;
          const message = vm.touched.has(f.name) ? errors[f.name] : undefined;
          return (
            <div key={f.name} className="rec-field">
              <label htmlFor={id}>
                {f.label}
                {f.required && <span aria-hidden> *</span>}
              </label>
              <InputText
                id={id}
                value={String(draft[f.name] ?? '')}
                inputMode={f.kind === 'number' ? 'decimal' : undefined}
                onChange={(e) => {
                  vm.setField(f.name, e.target.value);
                  vm.touch(f.name);
                }}
                onBlur={() => vm.touch(f.name)}
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `${id}-error` : undefined}
                aria-required={f.required}
                invalid={message !== undefined}
              />
              {message && (
                <small id={`${id}-error`} className="p-error rec-error" role="alert">
                  {message}
                </small>
              )}
            </div>
          );
        })}
      </form>
    </Dialog>
  );
});
