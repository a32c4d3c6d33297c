import { fetchMetricThresholds } from '../../../workbench/kit/metric-setup/fetch-metric-setup';
import type { MachineResultRow, MachineScheduleRow, MachineTimeRow } from '../../../core/oee';
import type { GraphqlClient, HttpClient } from '../../../workbench/api';
import type { MachineDataSource, MachineDayRows, MachineRef } from './machine-data-source';

/** Machine-key query limit of document 2 §7 (99999): one day of one machine stays far below it. */
const ROW_LIMIT = 99999;

const DAY_QUERY = `query MachineDay($schedules: bigbrain_resschedule_bool_exp!, $times: bigbrain_restime_bool_exp!, $limit: Int) {
  schedules: bigbrain_resschedule(where: $schedules, limit: $limit) {
    goal_pps scheduled_secs scheduled_quantity units_produced schedule { part_name operation shift_key }
  }
  times: bigbrain_restime(where: $times, order_by: [{ timestamp: asc }], limit: $limit) {
    timestamp units_produced part_name operation shift_key
  }
}`;

interface TumorAnswer {
  results: Array<MachineResultRow & { entity__euid: string }>;
}

/** The tumor call for the results (its maths is the server's), GraphQL for schedules and 15-minute counts. */
export class HttpMachineDataSource implements MachineDataSource {
  constructor(
    private readonly http: HttpClient,
    private readonly graphql: GraphqlClient,
  ) {}

  async day(machine: MachineRef, shiftDate: string): Promise<MachineDayRows> {
    const { gql } = await import('@apollo/client');
    const onDay = { shift_date: { _eq: shiftDate } };
    const [tumor, gq, thresholds] = await Promise.all([
      this.http.get<TumorAnswer>(`/v1/entity/${encodeURIComponent(machine.euid)}/tumor/`, { from_date: shiftDate, to_date: shiftDate }),
      this.graphql.query<{ schedules: MachineScheduleRow[]; times: MachineTimeRow[] }>({
        query: gql(DAY_QUERY),
        variables: {
          schedules: { schedule: { machine_key: { _eq: machine.key }, ...onDay } },
          times: { machine_key: { _eq: machine.key }, parent: { schedule: onDay } },
          limit: ROW_LIMIT,
        },
        fetchPolicy: 'no-cache',
      }),
      // Without the setup the doughnuts still draw, in document 2 §9's default bands.
      fetchMetricThresholds(this.http).catch((e: unknown) => {
        console.error('metric setup:', e);
        return {};
      }),
    ]);
    if (gq.error) throw gq.error;
    return {
      results: tumor.results.filter((r) => r.entity__euid === machine.euid),
      schedules: gq.data?.schedules ?? [],
      times: gq.data?.times ?? [],
      thresholds,
    };
  }

  async average(machine: string, task: string): Promise<number | null> {
    const answer = await this.http.get<{ average: number | null }>('/v1/navutil/xelp/get_plex/', { machine, task });
    return answer.average;
  }

  async saveAverage(machine: string, task: string, minutes: number): Promise<void> {
    await this.http.post('/v1/navutil/xelp/set_plex/', { machine, task, average: minutes });
  }
}
