/** Comparison operators of a Hasura-style `where` (spec document 2, section 5; _nin and _nlike for the server). */
export const COMPARISON_OPERATORS = ['_eq', '_neq', '_in', '_nin', '_lt', '_lte', '_gt', '_gte', '_like', '_nlike', '_ilike', '_nilike', '_is_null'] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];

/** How the rules of one column combine. */
export const LOGICAL_OPERATORS = ['_and', '_or'] as const;
export type LogicalOperator = (typeof LOGICAL_OPERATORS)[number];

export type Scalar = string | number | boolean;
export type ComparisonExp = Partial<Record<ComparisonOperator, Scalar | Scalar[]>>;

/** A Hasura boolean expression: logical combinators, or field names holding comparisons or nested relationships. */
export interface BoolExp {
  _and?: BoolExp[];
  _or?: BoolExp[];
  _not?: BoolExp;
  [field: string]: BoolExp | BoolExp[] | ComparisonExp | undefined;
}

/** `{ a: { b: leaf } }` for the dotted path 'a.b': a dotted field follows a relationship. */
export function nestPath(path: string, leaf: unknown): Record<string, unknown> {
  const parts = path.split('.');
  if (parts.some((p) => p.trim() === '')) throw new Error(`Invalid field path: '${path}'`);
  return parts.reduceRight<Record<string, unknown>>((inner, part) => ({ [part]: inner }), leaf as Record<string, unknown>);
}

export function atPath(path: string, exp: ComparisonExp | BoolExp): BoolExp {
  return nestPath(path, exp) as BoolExp;
}

/** All expressions together; empty ones are dropped and a single one is returned as is. */
export function allOf(...exps: Array<BoolExp | undefined>): BoolExp {
  const kept = exps.filter((e): e is BoolExp => e !== undefined && Object.keys(e).length > 0);
  if (kept.length === 0) return {};
  if (kept.length === 1) return kept[0]!;
  return { _and: kept };
}
