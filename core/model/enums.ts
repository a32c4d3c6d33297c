/** Enumerations of the specification (document 1, section 3; document 3, section 3). */
export const ROLES = ['ADMIN', 'MANAGER', 'USER'] as const;
export type Role = (typeof ROLES)[number];

export const EVENT_TYPES = ['PROD', 'SCRP', 'RWRK', 'RJCT', 'DOWN'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const INDUSTRIES = [
  'aerospace and defence',
  'automotive',
  'chemicals',
  'consumer goods',
  'electronics',
  'energy',
  'food and beverage',
  'metals',
  'pharmaceuticals',
  'textiles',
  'other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const SUBSCRIPTION_STATUSES = [
  'INITIALIZING',
  'ACTIVE',
  'PAST_DUE',
  'UNPAID',
  'CANCELED',
  'INCOMPLETE',
  'INCOMPLETE_EXPIRED',
  'TRIALING',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const AUTO_RANGE_UNITS = ['DAYS', 'WEEKS', 'MONTHS'] as const;
export type AutoRangeUnit = (typeof AUTO_RANGE_UNITS)[number];

export const MAP_COLOURS = [
  'DarkGray',
  'Charcoal',
  'CoolGray',
  'Midnight',
  'DeepBlue',
  'ForestGreen',
  'BrickRed',
  'BurntOrange',
  'Olive',
  'SteelBlue',
] as const;
export type MapColour = (typeof MAP_COLOURS)[number];

export const EXPLORER_MODES = ['GRAPH', 'MAP', 'MAP_DESIGN', 'MODEL', 'REPORT', 'RANKING'] as const;
export type ExplorerMode = (typeof EXPLORER_MODES)[number];

export const SHIFT_SUMMARY = ['SHIFT', 'SUMMARY'] as const;
export type ShiftSummary = (typeof SHIFT_SUMMARY)[number];

export const REASON_KINDS = ['down', 'scrap', 'reject', 'rework'] as const;
export type ReasonKind = (typeof REASON_KINDS)[number];
