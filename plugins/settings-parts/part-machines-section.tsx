import { observer } from 'mobx-react-lite';
import { Link } from 'react-router';
import { formatRate } from '../../workbench/kit/setup-records/resource-cells';
import type { PartsViewModel } from './parts.view-model';
import { settingsPartsIds } from './test-ids';
import { PARTS_TEXT } from './texts';

/** Issue 36: the machines that run the selected part, at their own rate, each linked to its production setup. */
export const PartMachinesSection = observer(function PartMachinesSection({ vm }: { vm: PartsViewModel }) {
  const part = vm.selected;
  if (!part) return null;
  const heading = PARTS_TEXT.machinesOf(String(part.name));
  const machines = vm.partMachines;
  return (
    <section className="operations" aria-labelledby="part-machines-title" data-help-key="settings-parts/machines">
      <div className="setup-page-header">
        <h3 id="part-machines-title">{heading}</h3>
      </div>
      {machines.length === 0 && !vm.machineParts.loading ? (
        <p className="empty-state">
          {PARTS_TEXT.noMachines(String(part.name))} <Link to="/production-plan">{PARTS_TEXT.openPlan}</Link>
        </p>
      ) : (
        <table className="p-datatable-table part-machines" data-testid={settingsPartsIds.machinesTable} aria-labelledby="part-machines-title" aria-busy={vm.machineParts.loading}>
          <thead>
            <tr>
              <th scope="col">{PARTS_TEXT.machineColumn}</th>
              <th scope="col">{PARTS_TEXT.rateColumn}</th>
            </tr>
          </thead>
          <tbody>
            {machines.map((m) => (
              <tr key={m.id}>
                <th scope="row">
                  <Link to={`/production-plan?machine=${encodeURIComponent(String(m.machine_key))}`} aria-label={PARTS_TEXT.setupLink(String(m.name))}>
                    {String(m.name)}
                  </Link>
                </th>
                <td>{formatRate(m.ppm)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});
