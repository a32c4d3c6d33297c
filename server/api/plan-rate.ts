/**
 * The ideal rate of a plan row (alias s: machine_key, part_name, operation, _company_id), most
 * specific first: the machine's rate for the part (issue 36), the operation's own rate, the part's.
 * NULL when the part is not one of the company's.
 */
export const PLAN_ROW_RATE_SQL = `COALESCE(
  (SELECT mp.ppm FROM bigbrain_machinepart mp
    JOIN bigbrain_entity e ON e._company_id = mp._company_id AND e.id = mp.machine_id
    JOIN bigbrain_part p ON p._company_id = mp._company_id AND p.id = mp.part_id
    WHERE mp._company_id = s._company_id AND e.key = s.machine_key AND p.name = s.part_name),
  (SELECT o.ppm FROM bigbrain_operation o JOIN bigbrain_part p ON p._company_id = o._company_id AND p.id = o.part_id
    WHERE p._company_id = s._company_id AND p.name = s.part_name AND o.name = s.operation),
  (SELECT p.ppm FROM bigbrain_part p WHERE p._company_id = s._company_id AND p.name = s.part_name))`;
