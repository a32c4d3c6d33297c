import { observer } from 'mobx-react-lite';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { NavStore } from '../../core/navigation';
import type { MrpProjection, MrpRecord } from './common/mrp';
import { useCustomDataset, useService, useViewModel } from '../../workbench/api';
import { MRP_DATASET } from './dataset';
import { MrpViewModel, type MrpFilterKey } from './mrp.view-model';
import { mrpIds } from './test-ids';
import './mrp.css';
import { ShareButton } from '../../workbench/kit/share/share-button';

const qty = (n: number) => (n === 0 ? '' : n.toLocaleString('en-US'));

const FILTERS: ReadonlyArray<{ key: MrpFilterKey; label: string; options: (vm: MrpViewModel) => string[] }> = [
  { key: 'group', label: 'Part Group', options: (vm) => vm.groups },
  { key: 'partFrom', label: 'Part From', options: (vm) => vm.partNames },
  { key: 'partTo', label: 'Part To', options: (vm) => vm.partNames },
  { key: 'lineFrom', label: 'Production Line From', options: (vm) => vm.lines },
  { key: 'lineTo', label: 'Production Line To', options: (vm) => vm.lines },
];

const MrpFiltersPanel = observer(function MrpFiltersPanel({ vm }: { vm: MrpViewModel }) {
  return (
    <aside className="mrp-filters" aria-label="MRP filters">
      {FILTERS.map((f) => (
        <div key={f.key} className="mrp-filter">
          <label htmlFor={`mrp-${f.key}`}>{f.label}</label>
          {/* A native select: named by its label for assistive technology, searchable by typing. */}
          <select
            id={`mrp-${f.key}`}
            className="p-inputtext"
            value={vm.filters[f.key] || ''}
            onChange={(e) => vm.setFilter(f.key, e.target.value)}
            data-testid={mrpIds.filter(f.key)}
          >
            <option value="">Any</option>
            {f.options(vm).map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </div>
      ))}
      {vm.warnings.length > 0 && (
        <div className="mrp-warnings" role="status" data-testid={mrpIds.warnings}>
          {vm.warnings.map((w) => (
            <p key={w}>
              <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {w}
            </p>
          ))}
        </div>
      )}
    </aside>
  );
});

const ROWS: ReadonlyArray<{ key: 'supply' | 'demand' | 'qoh'; label: string; value: (p: MrpProjection) => number }> = [
  { key: 'supply', label: 'Supply', value: (p) => p.supply },
  { key: 'demand', label: 'Demand', value: (p) => p.demand },
  { key: 'qoh', label: 'Proj QOH', value: (p) => p.projQoh },
];

const DetailPanel = observer(function DetailPanel({ vm }: { vm: MrpViewModel }) {
  const h = vm.hovered;
  const record = h && vm.records.find((r) => r.part__name === h.part);
  if (!h || !record) return <p className="mrp-detail-hint">Hover or focus a day of a part to see its orders.</p>;
  const details = vm.detailsFor(record, h.date);
  return (
    <div className="mrp-detail" role="status" aria-live="polite" data-testid={mrpIds.detail}>
      <strong>
        {record.part__name} · {h.date}
      </strong>
      {details.length === 0 ? (
        <span> no orders due</span>
      ) : (
        <ul>
          {details.map((d, i) => (
            <li key={i}>
              {d.type} {d.qty.toLocaleString('en-US')} {record.part__uom} · order {d.ord_nbr ?? '?'}
              {d.ord_line !== undefined ? `/${d.ord_line}` : ''} · due {d.due_date.slice(0, 10)}
              {d.rel_date ? ` · release ${d.rel_date.slice(0, 10)}` : ''}
              {d.dataset ? ` · ${d.dataset}` : ''}
              {d.detail ? ` · ${d.detail}` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

function PartRows({ vm, record, projection }: { vm: MrpViewModel; record: MrpRecord; projection: MrpProjection[] }) {
  return (
    <>
      {ROWS.map((row, i) => (
        <tr key={row.key} className={`mrp-row-${row.key}`}>
          {i === 0 && (
            <th scope="rowgroup" rowSpan={3} className="mrp-part">
              <span className="mrp-part-name">{record.part__name}</span>
              <span className="mrp-part-desc">{record.name}</span>
              <span className="mrp-part-desc">
                {record.part__group} · {record.part__production_lines.join(', ')} · QOH {record.qoh.toLocaleString('en-US')}
              </span>
            </th>
          )}
          <th scope="row" className="mrp-kind">
            {row.label}
          </th>
          {projection.map((p, d) => {
            const v = row.value(p);
            const weekend = vm.days[d]?.weekend;
            const negative = row.key === 'qoh' && v < 0;
            return (
              <td
                key={p.date}
                className={`${weekend ? 'weekend' : ''}${negative ? ' negative' : ''}`}
                tabIndex={row.key !== 'qoh' && v !== 0 ? 0 : undefined}
                onMouseEnter={() => vm.hover(record.part__name, p.date)}
                onFocus={() => vm.hover(record.part__name, p.date)}
                data-testid={mrpIds.cell(record.part__name, row.key, p.date)}
              >
                {row.key === 'qoh' ? v.toLocaleString('en-US') : qty(v)}
              </td>
            );
          })}
        </tr>
      ))}
    </>
  );
}

/**
 * Opens the table at the run's day: the span starts at the start of its month (document 3 §9), so
 * without this the first screen of a late-month run showed only empty past days. Once per run, so a
 * filter change or a re-render keeps where the planner has scrolled to.
 */
function useOpenAtRunDay(scroller: RefObject<HTMLDivElement | null>, runDay: string | null): void {
  const openedAt = useRef<string | null>(null);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !runDay || openedAt.current === runDay) return;
    const column = box.querySelector<HTMLElement>(`thead th[data-date="${runDay}"]`);
    const kind = box.querySelector<HTMLElement>('thead th.mrp-kind');
    if (!column || !kind) return;
    openedAt.current = runDay;
    // The Part and row-label columns stay in place: the run's day goes right beside them.
    box.scrollLeft = column.offsetLeft - (kind.offsetLeft + kind.offsetWidth);
  });
}

/** MRP Report (document 3 §2.4): day header, per part Supply, Demand and Proj QOH, hover details, filters. */
export const MrpPage = observer(function MrpPage() {
  const vm = useViewModel(MrpViewModel);
  useCustomDataset(useService<NavStore>(NavStore), MRP_DATASET);
  useEffect(() => void vm.load(), [vm]);
  const scroller = useRef<HTMLDivElement>(null);
  useOpenAtRunDay(scroller, vm.runDay);
  return (
    <section className="mrp-page" aria-labelledby="mrp-title" data-testid={mrpIds.page} data-help-key="dashboard-mrp/report">
      <header className="mrp-head">
        <h1 id="mrp-title">MRP Report</h1>
        <ShareButton name="MRP Report" what="this MRP report" />
      </header>
      <div className="mrp-layout">
        <MrpFiltersPanel vm={vm} />
        <div className="mrp-main">
          {vm.loading ? (
            <ProgressSpinner aria-label="Loading" />
          ) : vm.error ? (
            <p role="alert">{vm.error}</p>
          ) : vm.days.length === 0 ? (
            <p className="empty-state">No MRP records found.</p>
          ) : (
            <>
              <DetailPanel vm={vm} />
              <div ref={scroller} className="mrp-scroll" tabIndex={0} role="region" aria-label="MRP table, scrolls sideways">
                <table className="mrp-table" data-testid={mrpIds.table} onMouseLeave={() => vm.hover(null)}>
                  <thead>
                    <tr className="mrp-months">
                      <td colSpan={2} className="mrp-corner" />
                      {vm.months.map((m) => (
                        <th key={m.label} scope="colgroup" colSpan={m.days}>
                          <span className="mrp-month-label">{m.label}</span>
                        </th>
                      ))}
                    </tr>
                    <tr className="mrp-days">
                      <th scope="col" className="mrp-part">
                        Part
                      </th>
                      <th scope="col" className="mrp-kind">
                        <span className="visually-hidden">Row</span>
                      </th>
                      {vm.days.map((d) => {
                        const run = d.date === vm.runDay;
                        return (
                          <th
                            key={d.date}
                            scope="col"
                            className={`${d.weekend ? 'weekend' : ''}${run ? ' run-day' : ''}`}
                            title={run ? `${d.date}: the MRP run` : d.date}
                            data-date={d.date}
                            aria-current={run ? 'date' : undefined}
                          >
                            <span className="mrp-day">{d.day}</span>
                            <span className="mrp-weekday">{d.weekday}</span>
                          </th>
                        );
                      })}
                    </tr>
                  </thead>
                  <tbody>
                    {vm.rows.length === 0 ? (
                      <tr>
                        <td colSpan={vm.days.length + 2} className="mrp-none">
                          No parts match the filters.
                        </td>
                      </tr>
                    ) : (
                      vm.rows.map((r) => <PartRows key={r.record.part__name} vm={vm} record={r.record} projection={r.projection} />)
                    )}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
});
