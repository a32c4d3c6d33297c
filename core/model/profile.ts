import type { Role, SubscriptionStatus } from './enums';
import type { MetricKey } from './metric-key';

/** A node of the company's entity tree (company, site, area, machine). A company euid starts with 'C'. */
export interface EntityNode {
  euid: string;
  name: string;
  key: string;
  desc: string;
  category?: string;
  children: EntityNode[];
  parent: string | null;
  depth: number;
  max_depth: number;
  enabled: boolean;
  timezone: string;
}

/** A shift as the profile carries it: times are HH:MM in the profile time zone. */
export interface ProfileShift {
  start: string;
  end: string;
  position: number;
  color?: string;
}

export interface Shift {
  name: string;
  startTime: string;
  endTime: string;
  position: number;
  color?: string;
}

export interface Reason {
  name: string;
  desc: string;
}

export interface MetricNames {
  rev: number;
  overrides: Partial<Record<MetricKey, string>>;
}

/** The signed-in user's profile (GET /v1/company_profile/me/). */
export interface Profile {
  euid: string;
  job_title: string;
  phone_number: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  status: string;
  timezone: string;
  shifts: Record<string, ProfileShift>;
  shift_names: string[];
  subscription: string | null;
  sub_status: SubscriptionStatus;
  entities: EntityNode;
  metric_names: MetricNames;
  scrap_reasons: Reason[];
  rework_reasons: Reason[];
  reject_reasons: Reason[];
  down_reasons: Reason[];
  is_bigbrain: boolean;
  is_super: boolean;
  /** Not in the spec's field list but needed by route guards: the user's company name. */
  company_name?: string;
  is_demo?: boolean;
  /**
   * Not in the spec either: which customer the user's company is ('mrp', 'coating', 'paintline', or
   * null), resolved by the server from its COMPANY_* settings, so the browser gates the customer
   * dashboards on this one value and never sees the configured names (a contract with the customers).
   */
  customer?: string | null;
}
