import { afterAll, beforeAll, expect, it } from 'vitest';
import { forEachDatabase } from '../../tests/support/databases';
import { GraphqlEngine } from './engine';
import type { Session } from './session';

const RESULT_COLUMNS = [
  'scheduled_secs', 'planned_down_secs', 'unplanned_down_secs', 'available_secs', 'operating_secs', 'ideal_secs', 'good_secs',
  'speed_loss_secs', 'scrap_loss_secs', 'goal_pps', 'performance_percent', 'quality_percent', 'availability_percent',
  'efficiency_percent', 'speed_loss_percent', 'scrap_loss_percent', 'planned_down_percent', 'unplanned_down_percent',
  'transaction_count', 'units_produced', 'units_good', 'units_reworked', 'units_rejected', 'units_scrapped',
];

const userOf = (companyId: number): Session => ({ role: 'user', vars: { 'x-hasura-role': 'user', 'x-hasura-company-id': String(companyId) } });

forEachDatabase('product GraphQL metadata', (t) => {
  let engine: GraphqlEngine;
  const warnings: string[] = [];
  beforeAll(async () => {
    await t.db.exec(`
      INSERT INTO core_company (id, euid, name) VALUES (1, 'C1', 'Acme'), (2, 'C2', 'Other');
      INSERT INTO bigbrain_entity (id, euid, name, key, category, parent_id, depth, _company_id) VALUES
        (1, 'E1', 'Acme', 'acme', 'COMPANY', NULL, 0, 1), (2, 'E2', 'Press 1', 'P1', 'MACHINE', 1, 3, 1),
        (3, 'E3', 'Other press', 'P1', 'MACHINE', NULL, 3, 2);
      INSERT INTO bigbrain_resentity (shift_key, shift_date, entity_id, ${RESULT_COLUMNS.join(', ')}, _company_id) VALUES
        ('DAY', '2024-01-01', 2, ${RESULT_COLUMNS.map(() => '1').join(', ')}, 1),
        ('DAY', '2024-01-01', 3, ${RESULT_COLUMNS.map(() => '2').join(', ')}, 2);`);
    engine = await GraphqlEngine.start(t.db, { log: { info: () => {}, warn: (m) => warnings.push(m) } });
  });
  afterAll(async () => engine.stop());

  it('every table and relationship of the product metadata exists in the migrated schema', () => {
    expect(warnings).toEqual([]);
    expect(engine.models.size).toBe(18);
  });

  it('result-entity rows expose entity__name style fields as the entity relationship, filtered by company', async () => {
    const body = await engine.run(
      { query: '{ bigbrain_resentity(where: {shift_date: {_eq: "2024-01-01"}, entity: {euid: {_in: ["E2", "E3"]}}}, order_by: {shift_date: asc}, limit: 999999) { shift_key efficiency_percent entity { name euid key } } }' },
      userOf(1),
    );
    expect(JSON.parse(body.toString())).toEqual({ data: { bigbrain_resentity: [{ shift_key: 'DAY', efficiency_percent: 1, entity: { name: 'Press 1', euid: 'E2', key: 'P1' } }] } });
  });

  it('the machine-keys query (distinct on entity_id) answers one row per entity', async () => {
    const body = await engine.run({ query: '{ bigbrain_resentity(distinct_on: [entity_id], limit: 99999, where: {entity: {key: {_neq: ""}}}) { entity_id } }' }, userOf(2));
    expect(JSON.parse(body.toString())).toEqual({ data: { bigbrain_resentity: [{ entity_id: 3 }] } });
  });
});
