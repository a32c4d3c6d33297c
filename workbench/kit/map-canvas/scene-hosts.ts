import { MAP_CONTAINER_MISSING, OVERLAY_NOT_AVAILABLE } from '../../../core/errors';

/**
 * The elements a 3D map scene mounts into (document 1 §8, document 2 §8): the container the canvas
 * goes in, and the host of the label overlay. A scene mounted without them is a developer error,
 * thrown, not a view shown empty.
 */
export function sceneHosts(container: HTMLElement | null, overlayHost: HTMLElement | null): { container: HTMLElement; overlayHost: HTMLElement } {
  if (!container) throw new Error(MAP_CONTAINER_MISSING);
  if (!overlayHost) throw new Error(OVERLAY_NOT_AVAILABLE);
  return { container, overlayHost };
}

