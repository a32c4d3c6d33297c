import type { Condition } from '../../workbench/api';

/** Only a company's ADMIN switches plugins; the demo account cannot (the server refuses its writes). */
export const ADMIN_NOT_DEMO: Condition = { all: [{ role: ['ADMIN'] }, { not: { demo: true } }] };
