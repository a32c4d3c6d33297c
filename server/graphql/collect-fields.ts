import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getDirectiveValues,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** A field of a selection set by response key, with fragments inlined and same-key fields merged. */
export interface CollectedField {
  key: string;
  name: string;
  node: FieldNode;
}

export function collectFields(
  selectionSet: SelectionSetNode | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): CollectedField[] {
  const byKey = new Map<string, CollectedField>();
  const included = (node: Parameters<typeof getDirectiveValues>[1]) =>
    getDirectiveValues(GraphQLSkipDirective, node, variables)?.if !== true &&
    getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
  const visit = (set: SelectionSetNode | undefined, seen: Set<string>) => {
    for (const sel of set?.selections ?? []) {
      if (!included(sel)) continue;
      if (sel.kind === Kind.FIELD) {
        const key = sel.alias?.value ?? sel.name.value;
        const prev = byKey.get(key);
        if (!prev) byKey.set(key, { key, name: sel.name.value, node: sel });
        else if (sel.selectionSet) {
          // Same response key twice: GraphQL merges their sub-selections.
          const merged = [...(prev.node.selectionSet?.selections ?? []), ...sel.selectionSet.selections];
          prev.node = { ...prev.node, selectionSet: { kind: Kind.SELECTION_SET, selections: merged } };
        }
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        visit(sel.selectionSet, seen);
      } else {
        const name = sel.name.value;
        if (seen.has(name)) continue;
        visit(fragments.get(name)?.selectionSet, new Set([...seen, name]));
      }
    }
  };
  visit(selectionSet, new Set());
  return [...byKey.values()];
}
