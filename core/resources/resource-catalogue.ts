import { entityResource, inventoryResource, locationResource, metricSetupResource, userResource } from './plant-resources';
import { machinePartResource, productionPlanResource } from './plan-resources';
import { operationResource, partResource, reasonResource, shiftResource } from './production-resources';
import type { ResourceEntry } from './resource-entry';

/** Every setup resource, keyed by its name (the first path): the server routes each one. */
export const RESOURCE_CATALOGUE = {
  part: partResource,
  operation: operationResource,
  reason: reasonResource,
  shift: shiftResource,
  entity: entityResource,
  location: locationResource,
  inventory: inventoryResource,
  metric_setup: metricSetupResource,
  user: userResource,
  machine_part: machinePartResource,
  production_plan: productionPlanResource,
} as const satisfies Record<string, ResourceEntry>;

export type ResourceName = keyof typeof RESOURCE_CATALOGUE;
