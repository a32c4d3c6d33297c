import type { Confirmation } from '../../core/errors';

export const PARTS_TEXT = {
  title: 'Parts',
  intro: 'Parts with their operations, ideal rates (parts per minute) and groups. Select a part to see its operations.',
  newPart: 'New Part',
  newOperation: 'New Operation',
  empty: 'No parts yet.',
  noOperations: 'No operations: the part\'s rate applies to all its work.',
  pickPart: 'Select a part to see its operations.',
  operationsOf: (name: string) => `Operations of ${name}`,
  machinesOf: (name: string) => `Machines running ${name}`,
  noMachines: (name: string) => `No machine runs ${name} yet: give it to a machine, with its ideal rate there, on the machine's production setup.`,
  machineColumn: 'Machine',
  rateColumn: 'Ideal rate on the machine (parts per minute)',
  setupLink: (machine: string) => `Production setup of ${machine}`,
  openPlan: 'Open Production plan',
  recompute: (name: string): Confirmation => ({
    header: 'Recompute history?',
    message: `The ideal rate of ${name} changed. Recompute the results of every shift that made it with the new rate? This may take a few minutes.`,
    accept: 'Recompute',
  }),
  removePart: (name: string): Confirmation => ({ header: 'Remove Part', message: `Are you sure you want to remove the part ${name} and its operations?` }),
  removeOperation: (name: string): Confirmation => ({ header: 'Remove Operation', message: `Are you sure you want to remove the operation ${name}?` }),
} as const;
