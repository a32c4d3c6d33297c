import { TRAFFIC_LIGHT_HEX, type TrafficLight } from '../../../core/metrics';

export type SceneBlockKind = 'machine' | 'location' | 'custom';

/** One metric line of a block's label; the verdict is spoken, not shown ('red', 'passes'). */
export interface SceneLabelLine {
  label: string;
  value: string;
  zone?: TrafficLight;
  verdict?: string;
}

/** A map node as the 3D scene draws it. Position and size are in map pixels, as nodes store them. */
export interface SceneBlock {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  kind: SceneBlockKind;
  /** The node's metric zone, which orders the labels and colours the block; null without data. */
  zone: TrafficLight | null;
  name: string;
  lines: readonly SceneLabelLine[];
}

/** Block colours without a zone: machines, locations and custom nodes apart at a glance. */
export const BLOCK_KIND_HEX: Readonly<Record<SceneBlockKind, string>> = { machine: '#3b82f6', location: '#a855f7', custom: '#64748b' };

export function blockColour(block: Pick<SceneBlock, 'kind' | 'zone'>): string {
  return block.zone ? TRAFFIC_LIGHT_HEX[block.zone] : BLOCK_KIND_HEX[block.kind];
}

/** Label lines as words: 'Efficiency 64.20 % (red), Production 1,200'. */
export function spokenLines(lines: readonly SceneLabelLine[]): string {
  return lines.map((l) => [l.label, l.value, l.verdict && `(${l.verdict})`].filter(Boolean).join(' ')).join(', ');
}

/** The whole label as one sentence: a dot's accessible name and tooltip. */
export function spokenLabel(block: Pick<SceneBlock, 'name' | 'lines'>): string {
  return block.lines.length > 0 ? `${block.name}: ${spokenLines(block.lines)}` : block.name;
}
