import type { ReasonKind } from '../../core/model';

/** The fixed vocabulary of the demo plant: where machines stand, what they make, why they stop. */

export interface MachineFamily {
  /** Machine names are `${name} ${number}`, e.g. 'Press 01' or 'Packaging Line 2'. */
  name: string;
  keyPrefix: string;
  desc: string;
  /** Packaging lines read 'Packaging Line 2', other machines 'Press 01'. */
  pad: boolean;
  parts: ReadonlyArray<{ name: string; desc: string; ppm: number }>;
}

export interface AreaTemplate {
  key: string;
  name: string;
  desc: string;
  /** Machines of an area cycle through its families. */
  families: readonly MachineFamily[];
}

export interface SiteTemplate {
  key: string;
  name: string;
  desc: string;
  areas: readonly AreaTemplate[];
}

const PRESS: MachineFamily = {
  name: 'Press', keyPrefix: 'PRS', desc: 'Mechanical stamping press, 400 t', pad: true,
  parts: [
    { name: 'BRK-1001', desc: 'Mounting bracket', ppm: 45 },
    { name: 'BRK-1002', desc: 'Seat bracket', ppm: 40 },
    { name: 'PNL-2001', desc: 'Door inner panel', ppm: 12 },
  ],
};
const LATHE: MachineFamily = {
  name: 'CNC Lathe', keyPrefix: 'LTH', desc: 'Two-axis CNC turning centre', pad: true,
  parts: [
    { name: 'SHF-3001', desc: 'Drive shaft', ppm: 1.5 },
    { name: 'HUB-3002', desc: 'Wheel hub', ppm: 1.2 },
    { name: 'PIN-3003', desc: 'Pivot pin', ppm: 4 },
  ],
};
const MILL: MachineFamily = {
  name: 'CNC Mill', keyPrefix: 'MIL', desc: 'Five-axis machining centre', pad: true,
  parts: [
    { name: 'HSG-4001', desc: 'Pump housing', ppm: 0.8 },
    { name: 'BLK-4002', desc: 'Valve block', ppm: 1 },
    { name: 'FLG-4003', desc: 'Flange', ppm: 2 },
  ],
};
const WELDER: MachineFamily = {
  name: 'Robot Welder', keyPrefix: 'WLD', desc: 'Robotic MIG welding cell', pad: true,
  parts: [
    { name: 'FRM-5001', desc: 'Seat frame', ppm: 2.5 },
    { name: 'XMB-5002', desc: 'Cross member', ppm: 3 },
    { name: 'CRD-5003', desc: 'Cradle weldment', ppm: 1.5 },
  ],
};
const ASSEMBLY: MachineFamily = {
  name: 'Assembly Cell', keyPrefix: 'ASM', desc: 'Semi-automatic assembly cell', pad: true,
  parts: [
    { name: 'ASM-6001', desc: 'Pump assembly', ppm: 5 },
    { name: 'ASM-6002', desc: 'Actuator assembly', ppm: 6 },
    { name: 'ASM-6003', desc: 'Hinge assembly', ppm: 8 },
  ],
};
const PACKAGING: MachineFamily = {
  name: 'Packaging Line', keyPrefix: 'PKG', desc: 'Case packing and palletising line', pad: false,
  parts: [
    { name: 'PKG-7001', desc: 'Hinge kit, 10 pack', ppm: 30 },
    { name: 'PKG-7002', desc: 'Bracket kit, 4 pack', ppm: 25 },
    { name: 'PKG-7003', desc: 'Service kit', ppm: 20 },
  ],
};

export const MACHINE_FAMILIES: readonly MachineFamily[] = [PRESS, LATHE, MILL, WELDER, ASSEMBLY, PACKAGING];

/** Two sites, five areas; machines are dealt to the areas in turn. */
export const SITES: readonly SiteTemplate[] = [
  {
    key: 'NORTH', name: 'North Plant', desc: 'Stamping, machining and welding',
    areas: [
      { key: 'N-STAMP', name: 'Stamping', desc: 'Press shop', families: [PRESS] },
      { key: 'N-MACH', name: 'Machining', desc: 'CNC turning and milling', families: [LATHE, MILL] },
      { key: 'N-WELD', name: 'Welding', desc: 'Robotic welding cells', families: [WELDER] },
    ],
  },
  {
    key: 'SOUTH', name: 'South Plant', desc: 'Assembly and packaging',
    areas: [
      { key: 'S-ASSY', name: 'Assembly', desc: 'Final assembly', families: [ASSEMBLY] },
      { key: 'S-PACK', name: 'Packaging', desc: 'Packing and shipping', families: [PACKAGING] },
    ],
  },
];

/** Day 07:00-15:00, Afternoon 15:00-23:00, Midnight 23:00-07:00 (document 3 section 9). */
export const DEMO_SHIFTS = [
  { name: 'Day', color: '#F59E0B', start: '07:00', end: '15:00', position: 1 },
  { name: 'Afternoon', color: '#3B82F6', start: '15:00', end: '23:00', position: 2 },
  { name: 'Midnight', color: '#8B5CF6', start: '23:00', end: '07:00', position: 3 },
] as const;

export interface ReasonTemplate {
  kind: ReasonKind;
  name: string;
  desc: string;
  planned: boolean;
}

export const REASONS: readonly ReasonTemplate[] = [
  { kind: 'down', name: 'Changeover', desc: 'Tooling or product changeover', planned: true },
  { kind: 'down', name: 'Planned Maintenance', desc: 'Preventive maintenance window', planned: true },
  { kind: 'down', name: 'Lunch', desc: 'Scheduled meal break', planned: true },
  { kind: 'down', name: 'Break', desc: 'Scheduled rest break', planned: true },
  { kind: 'down', name: 'Team Meeting', desc: 'Start-of-shift meeting', planned: true },
  { kind: 'down', name: 'Jam', desc: 'Material or part jam', planned: false },
  { kind: 'down', name: 'Electrical Fault', desc: 'Drive, sensor or wiring fault', planned: false },
  { kind: 'down', name: 'Hydraulic Leak', desc: 'Hydraulic system failure', planned: false },
  { kind: 'down', name: 'Tool Breakage', desc: 'Broken or worn tool', planned: false },
  { kind: 'down', name: 'Material Shortage', desc: 'Waiting for material', planned: false },
  { kind: 'down', name: 'No Operator', desc: 'Operator not available', planned: false },
  { kind: 'down', name: 'Quality Hold', desc: 'Stopped for a quality check', planned: false },
  { kind: 'down', name: 'Minor Stop', desc: 'Short unexplained stop', planned: false },
  { kind: 'scrap', name: 'Dimensional', desc: 'Out of tolerance', planned: false },
  { kind: 'scrap', name: 'Surface Defect', desc: 'Scratches, dents or splits', planned: false },
  { kind: 'scrap', name: 'Material Defect', desc: 'Defective raw material', planned: false },
  { kind: 'scrap', name: 'Setup Scrap', desc: 'Parts made while setting up', planned: false },
  { kind: 'reject', name: 'Visual Inspection', desc: 'Failed visual inspection', planned: false },
  { kind: 'reject', name: 'Customer Spec', desc: 'Outside customer specification', planned: false },
  { kind: 'reject', name: 'Burr', desc: 'Burr on edge', planned: false },
  { kind: 'rework', name: 'Deburr', desc: 'Manual deburring', planned: false },
  { kind: 'rework', name: 'Re-weld', desc: 'Weld repaired', planned: false },
  { kind: 'rework', name: 'Repaint', desc: 'Coating touched up', planned: false },
];

export const LOCATIONS = [
  { key: 'RCV-01', name: 'Receiving Dock', desc: 'Inbound deliveries' },
  { key: 'RM-01', name: 'Raw Material Store', desc: 'Steel, castings and bar stock' },
  { key: 'COIL-01', name: 'Coil Yard', desc: 'Steel coils for the presses' },
  { key: 'WIP-A', name: 'WIP Rack A', desc: 'Work in progress, North Plant' },
  { key: 'WIP-B', name: 'WIP Rack B', desc: 'Work in progress, South Plant' },
  { key: 'FG-01', name: 'Finished Goods', desc: 'Packed and ready to ship' },
  { key: 'SHP-01', name: 'Shipping Dock', desc: 'Outbound staging' },
  { key: 'QC-01', name: 'Quarantine Cage', desc: 'Parts on quality hold' },
] as const;
