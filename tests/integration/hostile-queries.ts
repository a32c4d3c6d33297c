/**
 * Issue 34 §1: queries inside the depth, node and per-list limits that held every other company's
 * requests for seconds. Each is at most 25 KB, as the target says.
 */

/** 330 aliases of an aggregate over every event (25 KB). */
const manyAggregates = (): string => {
  const fields = Array.from({ length: 330 }, (_, i) => `a${i}:bigbrain_inpevent_aggregate(where:{quantity:{_gte:${i}}}){aggregate{count}}`);
  return `{${fields.join(' ')}}`;
};

/** Fragment doubling through `parent` to 8 levels: 684 characters, depth 10, 511 fields. */
const fragmentDoubling = (): string => {
  const frags = ['fragment F0 on bigbrain_entity { id }'];
  for (let i = 1; i <= 8; i++) frags.push(`fragment F${i} on bigbrain_entity { a: parent { ...F${i - 1} } b: parent { ...F${i - 1} } }`);
  return `{ bigbrain_entity(limit: 10) { ...F8 } } ${frags.join(' ')}`;
};

export const HOSTILE_QUERIES: Readonly<Record<string, string>> = {
  'aggregate aliases': manyAggregates(),
  'fragment doubling': fragmentDoubling(),
  'order by an aggregate through a relationship': '{ bigbrain_restime(limit: 10, order_by: [{parent: {times_aggregate: {count: desc}}}]) { id } }',
  'an aggregate per row through a relationship': '{ bigbrain_resentity(limit: 100000) { id entity { results_aggregate { aggregate { count } } } } }',
};
