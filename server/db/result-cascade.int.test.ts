import { expect, it } from 'vitest';
import { forEachDatabase } from '../../tests/support/databases';

// Migration 105 replaced restime's per-row foreign key to its schedule result by a statement
// trigger: the rule it kept is that a result's 15-minute buckets go with the result.
forEachDatabase('restime buckets go with their schedule result (migration 105)', (t) => {
  const buckets = async () => (await t.db.query<{ parent_id: number }>('SELECT parent_id FROM bigbrain_restime ORDER BY parent_id, id')).rows.map((r) => r.parent_id);

  it('deleting a result, its input schedule or its company deletes its buckets and only them', async () => {
    await t.db.exec(`
      INSERT INTO core_company (id, euid, name) VALUES (901, 'C901', 'Cascade A'), (902, 'C902', 'Cascade B');
      INSERT INTO bigbrain_inpschedule (id, shift_date, machine_key, part_name, shift_key, quantity, ppm, _company_id) VALUES
        (9011, '2026-03-02', 'M1', 'P1', 'DAY', 100, 1, 901), (9012, '2026-03-02', 'M1', 'P2', 'DAY', 100, 1, 901),
        (9013, '2026-03-03', 'M1', 'P1', 'DAY', 100, 1, 901), (9021, '2026-03-02', 'M9', 'P1', 'DAY', 100, 1, 902);
      INSERT INTO bigbrain_resschedule (id, schedule_id, goal_pps, realized_pps, scheduled_quantity, transaction_count, units_produced, units_good,
          units_scrapped, units_rejected, units_reworked, operating_secs, scheduled_secs, planned_down_secs, unplanned_down_secs, speed_loss_secs,
          scrap_loss_secs, performance_percent, quality_percent, availability_percent, efficiency_percent, _company_id)
        SELECT s.id + 10000, s.id, 1, 1, 100, 1, 1, 1, 0, 0, 0, 60, 60, 0, 0, 0, 0, 100, 100, 100, 100, s._company_id FROM bigbrain_inpschedule s WHERE s.id > 9000;
      INSERT INTO bigbrain_restime (parent_id, shift_key, machine_key, "timestamp", transaction_count, units_produced, units_good,
          units_reworked, units_rejected, units_scrapped, _company_id)
        SELECT r.id, 'DAY', 'M1', TIMESTAMPTZ '2026-03-02 08:00Z' + b * interval '15 minutes', 1, 1, 1, 0, 0, 0, r._company_id
          FROM bigbrain_resschedule r, generate_series(0, 1) AS b WHERE r.id > 19000;`);
    expect(await buckets()).toEqual([19011, 19011, 19012, 19012, 19013, 19013, 19021, 19021]);

    await t.db.exec('DELETE FROM bigbrain_resschedule WHERE id = 19011');
    expect(await buckets()).toEqual([19012, 19012, 19013, 19013, 19021, 19021]);
    await t.db.exec('DELETE FROM bigbrain_inpschedule WHERE id = 9012');
    expect(await buckets()).toEqual([19013, 19013, 19021, 19021]);
    await t.db.exec('DELETE FROM core_company WHERE id = 901');
    expect(await buckets()).toEqual([19021, 19021]);
    await t.db.exec('DELETE FROM core_company WHERE id = 902');
    expect(await buckets()).toEqual([]);
  });
});

// Migration 115 dropped the result tables' own keys to the company: their rows still go with it,
// through their entity (resentity) and their input schedule (resschedule).
forEachDatabase('result rows go with their company (migration 115)', (t) => {
  const rows = async (table: string) => (await t.db.query<{ c: number }>(`SELECT _company_id AS c FROM ${table} WHERE _company_id IN (911, 912) ORDER BY 1`)).rows.map((r) => r.c);

  it("deleting a company deletes its machine and schedule results and no other company's", async () => {
    await t.db.exec(`
      INSERT INTO core_company (id, euid, name) VALUES (911, 'C911', 'Results A'), (912, 'C912', 'Results B');
      INSERT INTO bigbrain_entity (id, euid, name, key, category, depth, _company_id) VALUES
        (9111, 'E9111', 'Press A', 'PA', 'MACHINE', 0, 911), (9121, 'E9121', 'Press B', 'PB', 'MACHINE', 0, 912);
      INSERT INTO bigbrain_resentity (shift_key, shift_date, entity_id, scheduled_secs, planned_down_secs, unplanned_down_secs, available_secs,
          operating_secs, ideal_secs, good_secs, speed_loss_secs, scrap_loss_secs, goal_pps, performance_percent, quality_percent,
          availability_percent, efficiency_percent, speed_loss_percent, scrap_loss_percent, planned_down_percent, unplanned_down_percent,
          transaction_count, units_produced, units_good, units_reworked, units_rejected, units_scrapped, _company_id)
        SELECT 'DAY', '2026-03-02', e.id, 60, 0, 0, 60, 60, 60, 60, 0, 0, 1, 100, 100, 100, 100, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, e._company_id
          FROM bigbrain_entity e WHERE e.id > 9100;
      INSERT INTO bigbrain_inpschedule (id, shift_date, machine_key, part_name, shift_key, quantity, ppm, _company_id) VALUES
        (9111, '2026-03-02', 'PA', 'P1', 'DAY', 100, 1, 911), (9121, '2026-03-02', 'PB', 'P1', 'DAY', 100, 1, 912);
      INSERT INTO bigbrain_resschedule (schedule_id, goal_pps, realized_pps, scheduled_quantity, transaction_count, units_produced, units_good,
          units_scrapped, units_rejected, units_reworked, operating_secs, scheduled_secs, planned_down_secs, unplanned_down_secs, speed_loss_secs,
          scrap_loss_secs, performance_percent, quality_percent, availability_percent, efficiency_percent, _company_id)
        SELECT s.id, 1, 1, 100, 1, 1, 1, 0, 0, 0, 60, 60, 0, 0, 0, 0, 100, 100, 100, 100, s._company_id FROM bigbrain_inpschedule s WHERE s.id > 9100;`);
    expect(await rows('bigbrain_resentity')).toEqual([911, 912]);
    expect(await rows('bigbrain_resschedule')).toEqual([911, 912]);

    await t.db.exec('DELETE FROM core_company WHERE id = 911');
    expect(await rows('bigbrain_resentity')).toEqual([912]);
    expect(await rows('bigbrain_resschedule')).toEqual([912]);
  });
});
