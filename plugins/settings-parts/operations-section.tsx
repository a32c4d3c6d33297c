import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { operationResource } from '../../core/resources';
import type { SetupRow } from '../../workbench/kit/setup-records/record-editor';
import { formatRate } from '../../workbench/kit/setup-records/resource-cells';
import { ResourceFormDialog, type Editing } from '../../workbench/kit/setup-records/resource-form-dialog';
import { ResourceTable } from '../../workbench/kit/setup-records/resource-table';
import type { PartsViewModel } from './parts.view-model';
import { settingsPartsIds } from './test-ids';
import { PARTS_TEXT } from './texts';

/** The selected part's operations, below the parts; an operation without a rate shows the part's. */
export const OperationsSection = observer(function OperationsSection({ vm }: { vm: PartsViewModel }) {
  const [editing, setEditing] = useState<Editing>(null);
  const { operations, selected } = vm;
  const canWrite = operations.canWrite;
  const heading = selected ? PARTS_TEXT.operationsOf(String(selected.name)) : 'Operations';
  return (
    <section className="operations" aria-label={heading} data-help-key="settings-parts/operations">
      <div className="setup-page-header">
        <h3>{heading}</h3>
        {selected && canWrite && <Button label={PARTS_TEXT.newOperation} icon="pi pi-plus" outlined onClick={() => setEditing({})} />}
      </div>
      {selected ? (
        <ResourceTable
          entry={operationResource}
          rows={vm.partOperations}
          canWrite={canWrite}
          striped={false}
          cells={{ ppm: (r: SetupRow) => (r.ppm === null ? `${formatRate(selected.ppm)} (part)` : formatRate(r.ppm)) }}
          emptyMessage={PARTS_TEXT.noOperations}
          testId={settingsPartsIds.operationsTable}
          ariaLabel="Operations"
          onEdit={(row) => setEditing({ row })}
          onRemove={(row) => operations.remove(row)}
        />
      ) : (
        <p className="empty-state">{PARTS_TEXT.pickPart}</p>
      )}
      <ResourceFormDialog
        entry={operationResource}
        editing={editing}
        canWrite={canWrite}
        isDemo={operations.isDemo}
        saving={operations.saving}
        onSave={(values, id) => vm.saveOperation(values, id)}
        onHide={() => setEditing(null)}
        testId={settingsPartsIds.operationDialog}
      />
    </section>
  );
});
