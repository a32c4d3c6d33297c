import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { useEffect, useId, useRef, useState } from 'react';
import type { GraphqlClient } from '../../api/graphql-client';
import { dropdownQuery, LOAD_MORE_LABEL, type Where } from './gql-dropdown-query';
import { GqlDropdownViewModel, type DropdownFetch, type DropdownRow } from './gql-dropdown.view-model';
import './gql-dropdown.css';

/** The default fetch: one Hasura-shaped query on the workbench's GraphQL client. */
export function graphqlFetch(client: GraphqlClient, table: string, fields: string[], orderField: string): DropdownFetch {
  return async (where, limit) => {
    const { gql } = await import('@apollo/client');
    const result = await client.query<{ options: DropdownRow[]; total: { aggregate: { count: number } } }>({
      query: gql(dropdownQuery(table, fields, orderField)),
      variables: { where, limit },
      fetchPolicy: 'network-only',
    });
    if (result.error) throw result.error;
    return { rows: result.data?.options ?? [], count: result.data?.total.aggregate.count ?? 0 };
  };
}

interface Props {
  label: string;
  fetch: DropdownFetch;
  valueField?: string;
  labelField: string;
  searchField?: string;
  base?: Where;
  value?: unknown;
  placeholder?: string;
  disabled?: boolean;
  onChange(value: unknown, row: DropdownRow): void;
  testId?: string;
}

/**
 * A dropdown for large choice lists (entities, parts, reasons): loads on open, searches with LIKE
 * or EQUALS after a 500 ms pause, and offers 'Click to Load More Options...' while more exist.
 */
export const GqlDropdown = observer(function GqlDropdown(props: Props) {
  const [vm] = useState(() => new GqlDropdownViewModel(props.fetch, { valueField: props.valueField, labelField: props.labelField, searchField: props.searchField, base: props.base }));
  useEffect(() => () => vm.dispose(), [vm]);
  const [open, setOpen] = useState(false);
  const id = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const selected = vm.options.find((r) => vm.valueOf(r) === props.value);
  const shown = selected ? vm.labelOf(selected) : (props.placeholder ?? props.label);
  const show = () => {
    setOpen(true);
    void vm.open();
    setTimeout(() => searchRef.current?.focus(), 0);
  };
  return (
    <div className="gql-dropdown" data-testid={props.testId}>
      <Button
        type="button"
        outlined
        className="gql-dropdown-trigger"
        icon="pi pi-chevron-down"
        iconPos="right"
        label={shown}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        // The name holds the visible text (WCAG 2.5.3), after the purpose.
        aria-label={shown === props.label ? shown : `${props.label}: ${shown}`}
        disabled={props.disabled}
        onClick={() => (open ? setOpen(false) : show())}
      />
      {open && (
        <div id={`${id}-panel`} className="gql-dropdown-panel" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          <div className="gql-dropdown-search">
            <input
              ref={searchRef}
              className="p-inputtext"
              type="search"
              maxLength={80}
              aria-label={`Search ${props.label}`}
              value={vm.search}
              onChange={(e) => vm.setSearch(e.target.value)}
            />
            <Button
              type="button"
              size="small"
              outlined
              label={vm.mode}
              aria-label={`Search mode: ${vm.mode === 'LIKE' ? 'contains' : 'equals'} (switch)`}
              onClick={() => vm.toggleMode()}
            />
          </div>
          <ul role="listbox" aria-label={props.label} aria-busy={vm.loading} className="gql-dropdown-options">
            {vm.options.map((row) => (
              <li
                key={String(vm.valueOf(row) ?? vm.labelOf(row))}
                role="option"
                aria-selected={vm.valueOf(row) === props.value}
                tabIndex={0}
                onClick={() => {
                  props.onChange(vm.valueOf(row), row);
                  setOpen(false);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    props.onChange(vm.valueOf(row), row);
                    setOpen(false);
                  }
                }}
              >
                {vm.labelOf(row)}
              </li>
            ))}
            {!vm.loading && vm.options.length === 0 && <li role="presentation" className="gql-dropdown-empty">No options</li>}
          </ul>
          {vm.error && <p role="alert">{vm.error}</p>}
          {vm.hasMore && <Button type="button" text size="small" label={LOAD_MORE_LABEL} onClick={() => void vm.loadMore()} />}
        </div>
      )}
    </div>
  );
});
