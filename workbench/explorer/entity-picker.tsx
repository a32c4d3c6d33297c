import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Tree, type TreeExpandedKeysType } from 'primereact/tree';
import type { TreeNode } from 'primereact/treenode';
import { useState } from 'react';
import type { EntityNode } from '../../core/model';
import type { EntityPickerViewModel } from './entity-picker.view-model';
import { explorerIds } from './test-ids';

function toTreeNode(node: EntityNode): TreeNode {
  return { key: node.euid, label: node.name, data: node.desc, children: (node.children ?? []).map(toTreeNode) };
}

function expandedTo(node: EntityNode | null, depth = 2): TreeExpandedKeysType {
  if (!node || depth <= 0) return {};
  return Object.assign({ [node.euid]: true }, ...(node.children ?? []).map((c) => expandedTo(c, depth - 1)));
}

/** The entity selector: the tree, an 'All' button for company-wide results, and a flat search. */
export const EntityPicker = observer(function EntityPicker({ vm }: { vm: EntityPickerViewModel }) {
  const [expanded, setExpanded] = useState<TreeExpandedKeysType>(() => expandedTo(vm.company));
  const company = vm.company;
  return (
    <section className="explorer-section" aria-label="Entity">
      <div className="explorer-section-head">
        <h3>Entity</h3>
        <Button label="All" size="small" outlined={!vm.isCompanyWide} onClick={() => vm.selectAll()} aria-label="All: company-wide results" />
      </div>
      <p className="explorer-selected" data-testid={explorerIds.entitySelected}>
        <strong>{vm.selected.name}</strong>
        {vm.selected.desc && <span> — {vm.selected.desc}</span>}
      </p>
      <span className="p-input-icon-left explorer-search">
        <InputText
          value={vm.search}
          onChange={(e) => vm.setSearch(e.target.value)}
          placeholder="Search entities"
          aria-label="Search entities"
        />
      </span>
      {vm.search.trim() !== '' ? (
        <ul className="explorer-matches" aria-label="Matching entities">
          {vm.matches.length === 0 && <li className="explorer-muted">No matching entity.</li>}
          {vm.matches.map((m) => (
            <li key={m.euid}>
              <button type="button" className="explorer-link" onClick={() => vm.select(m.euid)}>
                {m.name}
                <small>{m.desc}</small>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        company && (
          <Tree
            value={[toTreeNode(company)]}
            selectionMode="single"
            selectionKeys={vm.selected.euid}
            expandedKeys={expanded}
            onToggle={(e) => setExpanded(e.value)}
            onSelectionChange={(e) => typeof e.value === 'string' && vm.select(e.value)}
            className="explorer-tree"
            aria-label="Entities"
            // The toggle buttons are clicked with the mouse (the tree items take the keyboard): name them (axe-core button-name).
            // A tree item is named by its content, as in the WAI-ARIA tree pattern: PrimeReact's aria-label
            // would leave out the visible names of an expanded item's children (label-content-name-mismatch).
            pt={{
              toggler: (options?: { context?: { expanded?: boolean } }) => ({ 'aria-label': options?.context?.expanded ? 'Collapse' : 'Expand' }),
              node: { 'aria-label': undefined },
            }}
            data-testid={explorerIds.entityTree}
          />
        )
      )}
    </section>
  );
});
