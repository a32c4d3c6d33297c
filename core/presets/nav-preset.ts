/**
 * A saved navigation view (document 1, section 3). `navstate` is the navigation state the preset
 * restores; its type is the NavState of core/navigation, kept generic here so presets do not depend
 * on that domain's internals.
 */
export interface NavPreset<S = Record<string, unknown>> {
  euid: string;
  name: string;
  desc: string;
  author_first_name: string;
  author_last_name: string;
  /** euid of the author's company profile: compared with the user's profile euid. */
  author_comp_prof: string;
  navstate: S;
  default: boolean;
  public: boolean;
  hidden: boolean;
  favorite: boolean;
  _updated: string;
}

/** The two preset families served by the same endpoints under /v1/{kind}/. */
export const PRESET_KINDS = ['navpreset', 'mapdesign'] as const;
export type PresetKind = (typeof PRESET_KINDS)[number];

/** The user facts the preset rules need; a Profile satisfies it. */
export interface PresetUser {
  euid: string;
  role: 'ADMIN' | 'MANAGER' | 'USER';
  first_name: string;
  last_name: string;
  is_demo?: boolean;
}
