import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  Kind,
  valueFromASTUntyped,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type ValueNode,
} from 'graphql';
import { isNumericType, isOrderedType, isTextType } from './pg-scalars';
import type { RoleTable, RoleView } from './role-view';
import type { TableModel } from './table-model';

export type RootFieldKind = 'select' | 'aggregate' | 'by_pk';
export interface RootField {
  kind: RootFieldKind;
  table: RoleTable;
}

export interface RoleSchema {
  view: RoleView;
  /** Every tracked table, for permission filters that pass through tables the role cannot read. */
  allModels: Map<string, TableModel>;
  schema: GraphQLSchema;
  rootFields: Map<string, RootField>;
}

/** order_by enum values carry their SQL text (Hasura: asc = nulls last, desc = nulls first, as PostgreSQL). */
const orderByEnum = new GraphQLEnumType({
  name: 'order_by',
  description: 'column ordering options',
  values: {
    asc: { value: 'ASC NULLS LAST' },
    asc_nulls_first: { value: 'ASC NULLS FIRST' },
    asc_nulls_last: { value: 'ASC NULLS LAST' },
    desc: { value: 'DESC NULLS FIRST' },
    desc_nulls_first: { value: 'DESC NULLS FIRST' },
    desc_nulls_last: { value: 'DESC NULLS LAST' },
  },
});

const BUILTIN: Record<string, GraphQLScalarType> = {
  Int: GraphQLInt,
  Float: GraphQLFloat,
  String: GraphQLString,
  Boolean: GraphQLBoolean,
};

// Custom scalars pass values through as given; the SQL casts them to the column type, so numbers keep their digits.
function customScalar(name: string): GraphQLScalarType {
  return new GraphQLScalarType({
    name,
    serialize: (v) => v,
    parseValue: (v) => v,
    parseLiteral: (ast: ValueNode, variables) => {
      if (ast.kind === Kind.INT || ast.kind === Kind.FLOAT) return ast.value;
      return valueFromASTUntyped(ast, variables ?? undefined);
    },
  });
}

const nonNull = <T extends GraphQLOutputType | GraphQLInputType>(t: T) => new GraphQLNonNull(t);
const listOf = <T extends GraphQLOutputType | GraphQLInputType>(t: T) => new GraphQLList(nonNull(t));

/** Builds the GraphQL schema a role sees, with Hasura's type and field names. */
export function buildRoleSchema(view: RoleView, allModels: Map<string, TableModel>): RoleSchema {
  const types = new Map<string, GraphQLNamedType>([['order_by', orderByEnum]]);
  const once = <T extends GraphQLNamedType>(name: string, make: () => T): T => {
    const existing = types.get(name);
    if (existing) return existing as T;
    const t = make();
    types.set(name, t);
    return t;
  };
  const scalar = (name: string) => BUILTIN[name] ?? once(name, () => customScalar(name));
  const colOf = (t: RoleTable, c: string) => t.model.columns.get(c)!;

  const comparisonExp = (scalarName: string, udt: string) =>
    once(`${scalarName}_comparison_exp`, () => {
      const s = scalar(scalarName);
      const fields: GraphQLInputFieldConfigMap = {
        _eq: { type: s },
        _gt: { type: s },
        _gte: { type: s },
        _in: { type: listOf(s) },
        _is_null: { type: GraphQLBoolean },
        _lt: { type: s },
        _lte: { type: s },
        _neq: { type: s },
        _nin: { type: listOf(s) },
      };
      if (isTextType(udt)) {
        for (const op of ['_like', '_nlike', '_ilike', '_nilike', '_similar', '_nsimilar', '_regex', '_nregex', '_iregex', '_niregex'])
          fields[op] = { type: GraphQLString };
      }
      if (udt === 'jsonb') {
        fields._contains = { type: s };
        fields._contained_in = { type: s };
        fields._has_key = { type: GraphQLString };
        fields._has_keys_all = { type: listOf(GraphQLString) };
        fields._has_keys_any = { type: listOf(GraphQLString) };
      }
      return new GraphQLInputObjectType({
        name: `${scalarName}_comparison_exp`,
        description: `Boolean expression to compare columns of type "${scalarName}". All fields are combined with logical 'AND'.`,
        fields,
      });
    });

  const remoteOf = (t: RoleTable, rel: string) => view.tables.get(t.relationships.get(rel)!.remoteKey)!;

  const selectColumnEnum = (t: RoleTable) =>
    once(`${t.model.gqlName}_select_column`, () => {
      const values: Record<string, { value: string }> = {};
      for (const c of t.columns) values[c] = { value: c };
      return new GraphQLEnumType({ name: `${t.model.gqlName}_select_column`, values });
    });

  const boolExp = (t: RoleTable): GraphQLInputObjectType =>
    once(
      `${t.model.gqlName}_bool_exp`,
      () =>
        new GraphQLInputObjectType({
          name: `${t.model.gqlName}_bool_exp`,
          description: `Boolean expression to filter rows from the table "${t.model.name}". All fields are combined with a logical 'AND'.`,
          fields: () => {
            const self = boolExp(t);
            const fields: GraphQLInputFieldConfigMap = {
              _and: { type: listOf(self) },
              _not: { type: self },
              _or: { type: listOf(self) },
            };
            for (const c of t.columns) fields[c] = { type: comparisonExp(colOf(t, c).scalar, colOf(t, c).udtName) };
            for (const r of t.relationships.keys()) fields[r] = { type: boolExp(remoteOf(t, r)) };
            return fields;
          },
        }),
    );

  const aggregateOrderBy = (t: RoleTable) =>
    once(
      `${t.model.gqlName}_aggregate_order_by`,
      () =>
        new GraphQLInputObjectType({
          name: `${t.model.gqlName}_aggregate_order_by`,
          fields: { count: { type: orderByEnum } },
        }),
    );

  const orderBy = (t: RoleTable): GraphQLInputObjectType =>
    once(
      `${t.model.gqlName}_order_by`,
      () =>
        new GraphQLInputObjectType({
          name: `${t.model.gqlName}_order_by`,
          description: `Ordering options when selecting data from "${t.model.name}".`,
          fields: () => {
            const fields: GraphQLInputFieldConfigMap = {};
            for (const c of t.columns) fields[c] = { type: orderByEnum };
            for (const [name, r] of t.relationships) {
              const remote = remoteOf(t, name);
              if (r.kind === 'object') fields[name] = { type: orderBy(remote) };
              else fields[`${name}_aggregate`] = { type: aggregateOrderBy(remote) };
            }
            return fields;
          },
        }),
    );

  const selectArgs = (t: RoleTable): GraphQLFieldConfigArgumentMap => ({
    distinct_on: { type: listOf(selectColumnEnum(t)), description: 'distinct select on columns' },
    limit: { type: GraphQLInt, description: 'limit the number of rows returned' },
    offset: { type: GraphQLInt, description: 'skip the first n rows. Use only with order_by' },
    order_by: { type: listOf(orderBy(t)), description: 'sort the rows by one or more columns' },
    where: { type: boolExp(t), description: 'filter the rows returned' },
  });

  const aggregateType = (t: RoleTable): GraphQLObjectType =>
    once(`${t.model.gqlName}_aggregate`, () => {
      const name = t.model.gqlName;
      const opFields = (op: string, pick: (udt: string) => boolean, typeOf: (scalarName: string) => GraphQLOutputType) => {
        const cols = t.columns.filter((c) => pick(colOf(t, c).udtName));
        if (cols.length === 0) return undefined;
        return new GraphQLObjectType({
          name: `${name}_${op}_fields`,
          fields: Object.fromEntries(cols.map((c) => [c, { type: typeOf(colOf(t, c).scalar) }])),
        });
      };
      const fields: Record<string, GraphQLFieldConfig<unknown, unknown>> = {
        count: {
          type: nonNull(GraphQLInt),
          args: { columns: { type: listOf(selectColumnEnum(t)) }, distinct: { type: GraphQLBoolean } },
        },
      };
      const sameType = (s: string) => scalar(s);
      const float = () => GraphQLFloat;
      const ops: Array<[string, (udt: string) => boolean, (s: string) => GraphQLOutputType]> = [
        ['avg', isNumericType, float],
        ['max', isOrderedType, sameType],
        ['min', isOrderedType, sameType],
        ['stddev', isNumericType, float],
        ['stddev_pop', isNumericType, float],
        ['stddev_samp', isNumericType, float],
        ['sum', isNumericType, sameType],
        ['var_pop', isNumericType, float],
        ['var_samp', isNumericType, float],
        ['variance', isNumericType, float],
      ];
      for (const [op, pick, typeOf] of ops) {
        const type = opFields(op, pick, typeOf);
        if (type) fields[op] = { type };
      }
      const aggregateFields = new GraphQLObjectType({ name: `${name}_aggregate_fields`, fields });
      return new GraphQLObjectType({
        name: `${name}_aggregate`,
        description: `aggregated selection of "${t.model.name}"`,
        fields: () => ({ aggregate: { type: aggregateFields }, nodes: { type: nonNull(listOf(objectType(t))) } }),
      });
    });

  const objectType = (t: RoleTable): GraphQLObjectType =>
    once(
      t.model.gqlName,
      () =>
        new GraphQLObjectType({
          name: t.model.gqlName,
          description: `columns and relationships of "${t.model.name}"`,
          fields: () => {
            const fields: Record<string, GraphQLFieldConfig<unknown, unknown>> = {};
            for (const c of t.columns) {
              const col = colOf(t, c);
              const s = scalar(col.scalar);
              fields[c] = { type: col.nullable ? s : nonNull(s) };
            }
            for (const [name, r] of t.relationships) {
              const remote = remoteOf(t, name);
              if (r.kind === 'object') {
                fields[name] = { type: objectType(remote), description: 'An object relationship' };
              } else {
                fields[name] = { type: nonNull(listOf(objectType(remote))), args: selectArgs(remote), description: 'An array relationship' };
                if (remote.allowAggregations)
                  fields[`${name}_aggregate`] = { type: nonNull(aggregateType(remote)), args: selectArgs(remote) };
              }
            }
            return fields;
          },
        }),
    );

  const rootFields = new Map<string, RootField>();
  const queryFields: Record<string, GraphQLFieldConfig<unknown, unknown>> = {};
  for (const t of view.tables.values()) {
    const name = t.model.gqlName;
    queryFields[name] = { type: nonNull(listOf(objectType(t))), args: selectArgs(t), description: `fetch data from the table: "${t.model.name}"` };
    rootFields.set(name, { kind: 'select', table: t });
    if (t.allowAggregations) {
      queryFields[`${name}_aggregate`] = { type: nonNull(aggregateType(t)), args: selectArgs(t) };
      rootFields.set(`${name}_aggregate`, { kind: 'aggregate', table: t });
    }
    const pk = t.model.primaryKey;
    if (pk.length > 0 && pk.every((c) => t.columns.includes(c))) {
      const args: GraphQLFieldConfigArgumentMap = {};
      for (const c of pk) args[c] = { type: nonNull(scalar(colOf(t, c).scalar)) };
      queryFields[`${name}_by_pk`] = { type: objectType(t), args, description: `fetch data from the table: "${t.model.name}" using primary key columns` };
      rootFields.set(`${name}_by_pk`, { kind: 'by_pk', table: t });
    }
  }
  // Hasura's placeholder when a role can read nothing (a schema needs one query field).
  if (Object.keys(queryFields).length === 0) queryFields.no_queries_available = { type: nonNull(GraphQLString) };
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'query_root', fields: queryFields }),
    subscription: rootFields.size > 0 ? new GraphQLObjectType({ name: 'subscription_root', fields: queryFields }) : undefined,
  });
  return { view, allModels, schema, rootFields };
}
