import {
  GraphQLObjectType,
  Kind,
  getNamedType,
  isLeafType,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { validationError, type HasuraError } from './hasura-error';

/**
 * Finds the mistakes Hasura reports with its own wording and a JSON path ($.selectionSet.x...): unknown fields and
 * arguments, missing or unexpected selection sets. Everything else is left to graphql-js validation.
 */
export function hasuraValidate(
  schema: GraphQLSchema,
  root: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
): HasuraError | undefined {
  const walk = (set: SelectionSetNode, parent: GraphQLObjectType, path: string, seen: Set<string>): HasuraError | undefined => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT || sel.kind === Kind.FRAGMENT_SPREAD) {
        const frag = sel.kind === Kind.INLINE_FRAGMENT ? sel : fragments.get(sel.name.value);
        if (!frag || (sel.kind === Kind.FRAGMENT_SPREAD && seen.has(sel.name.value))) continue;
        const typeName = frag.typeCondition?.name.value;
        const t = typeName ? schema.getType(typeName) : parent;
        if (!(t instanceof GraphQLObjectType)) continue;
        const next = sel.kind === Kind.FRAGMENT_SPREAD ? new Set([...seen, sel.name.value]) : seen;
        const err = walk(frag.selectionSet, t, path, next);
        if (err) return err;
        continue;
      }
      const name = sel.name.value;
      const fieldPath = `${path}.${sel.alias?.value ?? name}`;
      if (name === '__typename' || (parent === root && (name === '__schema' || name === '__type'))) continue;
      const def = parent.getFields()[name];
      if (!def) return validationError(fieldPath, `field '${name}' not found in type: '${parent.name}'`);
      for (const arg of sel.arguments ?? [])
        if (!def.args.some((d) => d.name === arg.name.value))
          return validationError(fieldPath, `'${name}' has no argument named '${arg.name.value}'`);
      const type = getNamedType(def.type);
      if (isLeafType(type)) {
        if (sel.selectionSet) return validationError(fieldPath, 'unexpected subselection set for non-object field');
      } else if (type instanceof GraphQLObjectType) {
        if (!sel.selectionSet) return validationError(`${fieldPath}.selectionSet`, `missing selection set for '${name}'`);
        const err = walk(sel.selectionSet, type, `${fieldPath}.selectionSet`, seen);
        if (err) return err;
      }
    }
    return undefined;
  };
  return walk(selectionSet, root, '$.selectionSet', new Set());
}
