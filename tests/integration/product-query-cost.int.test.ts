import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardQuery, eventQuery, machineKeysQuery, mapQuery, tableRequest, UNSORTED, type TableQueryRequest, type TableState } from '../../core/table-query';
import { reportConfig } from '../../plugins/explorer-report/report-definitions';
import { DEFAULT_QUERY_LIMITS } from '../../server/graphql/query-limits';
import { estimateRowsRead } from '../../server/graphql/query-cost';
import { prepareOperation } from '../../server/graphql/compile-operation';
import { loadMetadata } from '../../server/graphql/metadata';
import { readCatalog } from '../../server/graphql/pg-catalog';
import { buildRoleSchema, type RoleSchema } from '../../server/graphql/role-schema';
import { buildRoleView } from '../../server/graphql/role-view';
import { buildTableModels } from '../../server/graphql/table-model';
import { readStatistics, type TableStatistics } from '../../server/graphql/table-statistics';
import { countDocument, rowsDocument, sumDocument, tableVariables } from '../../core/table-query/table-documents';
import { selectionSet } from '../../core/table-query/selection-set';
import { openTestDatabase } from '../support/databases';
import { parse, Kind, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';

/**
 * Issue 34 §1: the cost estimate refuses what would hold other companies, so it must never refuse
 * the product's own screens. Every query form the product sends, built by the product's own request
 * builders (core/table-query, the data table's documents, the report definitions), is estimated
 * against the planner's statistics of a plant of the demo's size and of 100 machines x 365 days.
 */

interface Plant {
  machines: number;
  days: number;
}

const TODAY = DateTime.fromISO('2026-11-27', { zone: 'utc' });
const EVENTS_PER_MACHINE_DAY = 200;

/** The statistics ANALYZE would give a plant of this size, on the indexes the migrations made. */
function plantStatistics(indexes: Map<string, TableStatistics>, plant: Plant): Map<string, TableStatistics> {
  const { machines: m, days: d } = plant;
  const entities = m + Math.ceil(m / 8) + Math.ceil(m / 24) + 1;
  const histogram = (from: DateTime, to: DateTime) => Array.from({ length: 101 }, (_, i) => from.toMillis() + ((to.toMillis() - from.toMillis()) * i) / 100);
  const dates = histogram(TODAY.minus({ days: d }), TODAY);
  const table = (rows: number, columns: Record<string, { distinct?: number; bounds?: number[] }>) => ({ rows, columns: new Map(Object.entries(columns)) });
  const sizes: Record<string, { rows: number; columns: Map<string, { distinct?: number; bounds?: number[] }> }> = {
    'public.bigbrain_entity': table(entities, { id: { distinct: entities }, parent_id: { distinct: entities / 5 }, euid: { distinct: entities }, key: { distinct: entities } }),
    'public.bigbrain_resentity': table(entities * d * 4, { shift_date: { distinct: d, bounds: dates }, entity_id: { distinct: entities }, shift_key: { distinct: 4 } }),
    'public.bigbrain_inpschedule': table(m * d * 3, { shift_date: { distinct: d, bounds: dates }, machine_key: { distinct: m } }),
    'public.bigbrain_resschedule': table(m * d * 3, { schedule_id: { distinct: m * d * 3 } }),
    'public.bigbrain_restime': table(m * d * 96, { timestamp: { bounds: dates }, machine_key: { distinct: m }, parent_id: { distinct: m * d * 3 } }),
    'public.bigbrain_inpevent': table(m * d * EVENTS_PER_MACHINE_DAY, { shift_date: { distinct: d, bounds: dates }, timestamp: { bounds: dates }, machine_key: { distinct: m } }),
  };
  const out = new Map<string, TableStatistics>();
  for (const [key, s] of indexes) out.set(key, { ...(sizes[key] ?? { rows: 1_000, columns: new Map() }), indexes: s.indexes });
  return out;
}

/** The product's GraphQL text and variables for one table request (the data table's three forms). */
const tableForms = (request: TableQueryRequest) => [
  { query: rowsDocument('query', request), variables: tableVariables(request, true) },
  { query: countDocument('query', request.table), variables: tableVariables(request, false) },
];

/** The machine detail's day query (plugins/explorer-graph/machine/http-machine-data-source.ts), one machine and day. */
const MACHINE_DAY = `query MachineDay($schedules: bigbrain_resschedule_bool_exp!, $times: bigbrain_restime_bool_exp!, $limit: Int) {
  schedules: bigbrain_resschedule(where: $schedules, limit: $limit) { goal_pps scheduled_secs scheduled_quantity units_produced schedule { part_name operation shift_key } }
  times: bigbrain_restime(where: $times, order_by: [{ timestamp: asc }], limit: $limit) { timestamp units_produced part_name operation shift_key }
}`;

function productQueries(plant: Plant): Array<{ name: string; query: string; variables: Record<string, unknown> }> {
  const day = TODAY.minus({ days: 1 }).toISODate()!;
  const month = { start: TODAY.startOf('month').toISODate()!, end: TODAY.toISODate()! };
  const machineKeys = Array.from({ length: plant.machines }, (_, i) => `M${i + 1}`);
  const company = { euid: 'C1', depth: 0, max_depth: 3, show_children: true, children: [{ euid: 'S1' }] };
  const area = { euid: 'A1', depth: 2, max_depth: 3, show_children: true };
  const requests: Array<[string, TableQueryRequest]> = [
    ['dashboard, company, this month', dashboardQuery({ entity: company, time: { range: month }, combineShifts: true })],
    ['dashboard, an area with its machines, a day', dashboardQuery({ entity: area, time: { day }, shift: 'DAY', combineShifts: false })],
    ['map, every machine, this month', mapQuery({ time: { range: month }, machineKeys, combineShifts: true })],
    ['machine keys, this month', machineKeysQuery({ range: month })],
    ['event analysis, one machine, this month', eventQuery({ machineKeys: 'M1', time: { range: month } })],
    ['event analysis, every machine, a day', eventQuery({ machineKeys, time: { day } })],
  ];
  for (const dataset of ['transactions', 'schedule'] as const) {
    const config = reportConfig(dataset);
    const state: TableState = { limit: 100, offset: 0, sort: config.defaultSort ?? UNSORTED, filters: {}, range: month, realtime: false };
    requests.push([`${dataset} report, this month, first page`, tableRequest(config.table, config.columns, state, undefined, config.dateRange?.field)]);
  }
  return [
    ...requests.flatMap(([name, request]) => tableForms(request).map((f, i) => ({ name: `${name} (${i === 0 ? 'rows' : 'count'})`, ...f }))),
    { name: 'report sums, transactions, this month', query: sumDocument('query', 'bigbrain_inpevent', ['quantity']), variables: { where: { shift_date: { _gte: month.start, _lte: month.end } } } },
    {
      name: 'machine detail day',
      query: MACHINE_DAY,
      variables: { schedules: { schedule: { machine_key: { _eq: 'M1' }, shift_date: { _eq: day } } }, times: { machine_key: { _eq: 'M1' }, parent: { schedule: { shift_date: { _eq: day } } } }, limit: 99999 },
    },
    { name: 'graph rows with their entity', query: `query DashboardRows($where: bigbrain_resentity_bool_exp!) { rows: bigbrain_resentity(where: $where, limit: 999999) { ${selectionSet(['shift_date', 'entity.euid', 'entity.name'])} } }`, variables: { where: { shift_date: { _gte: month.start, _lte: month.end } } } },
  ];
}

describe('issue 34 §1: every query the product sends passes the cost estimate', () => {
  let rs: RoleSchema;
  let indexes: Map<string, TableStatistics>;
  let dispose: () => Promise<void>;
  const session = { role: 'user', vars: { 'x-hasura-role': 'user', 'x-hasura-company-id': '1', 'x-hasura-user-id': '1' } };

  beforeAll(async () => {
    const opened = await openTestDatabase('embedded');
    dispose = opened.dispose;
    const models = buildTableModels(loadMetadata(), await readCatalog(opened.db), () => {});
    rs = buildRoleSchema(buildRoleView('user', models), models);
    indexes = await readStatistics(opened.db);
  }, 240_000);
  afterAll(async () => dispose?.());

  it.each([
    { machines: 24, days: 90, label: "the demo plant's size" },
    { machines: 100, days: 365, label: '100 machines x 365 days' },
  ])('at $label, each is estimated under GRAPHQL_MAX_ROWS_READ and compiles', (plant) => {
    const stats = plantStatistics(indexes, plant);
    for (const q of productQueries(plant)) {
      const document = parse(q.query);
      const op = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
      const fragments = new Map(document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
      const cost = estimateRowsRead({ rs, stats, companyId: '1', fragments, variables: q.variables }, op.selectionSet);
      console.log(`${plant.machines} machines x ${plant.days} days: ${q.name}: about ${Math.round(cost.rows)} rows, ${cost.joins} joins`);
      expect({ name: q.name, underLimit: cost.rows <= DEFAULT_QUERY_LIMITS.maxRowsRead && cost.joins <= DEFAULT_QUERY_LIMITS.maxJoins }).toEqual({ name: q.name, underLimit: true });
      expect(prepareOperation(rs, q, session, DEFAULT_QUERY_LIMITS, undefined, stats).kind).toBe('sql');
    }
  });

  it("the same statistics refuse an aggregate of every event of 100 machines x 365 days through a filter no index serves", () => {
    const stats = plantStatistics(indexes, { machines: 100, days: 365 });
    const query = '{ bigbrain_inpevent_aggregate(where: {quantity: {_gte: 0}}) { aggregate { count } } }';
    expect(() => prepareOperation(rs, { query }, session, DEFAULT_QUERY_LIMITS, undefined, stats)).toThrow(/cost limit exceeded: the query may read about 7\.3e\+6 rows/);
  });
});
