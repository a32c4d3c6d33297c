import * as THREE from 'three';
import { GRID_PX } from '../../../core/map-design';
import { blockColour, type SceneBlock } from './scene-block';

/** Height of a block in grid cells, above the 1-cell floor tiles (equal tops flicker); its label anchors at the middle of its top. */
export const BLOCK_HEIGHT = 1.5;
const FOOTPRINT = 0.9;

/** Where a block stands on the floor, in grid cells (x east, z south), from its map-pixel box. */
export function blockFootprint(b: Pick<SceneBlock, 'x' | 'y' | 'width' | 'height'>): { x: number; z: number; width: number; depth: number } {
  return { x: (b.x + b.width / 2) / GRID_PX, z: (b.y + b.height / 2) / GRID_PX, width: b.width / GRID_PX, depth: b.height / GRID_PX };
}

/** One box per block, sharing one geometry and one material per colour. */
export function buildBlockMeshes(blocks: readonly SceneBlock[]): THREE.Group {
  const group = new THREE.Group();
  if (blocks.length === 0) return group;
  const box = new THREE.BoxGeometry(1, 1, 1);
  const materials = new Map<string, THREE.Material>();
  for (const b of blocks) {
    const colour = blockColour(b);
    const material = materials.get(colour) ?? materials.set(colour, new THREE.MeshLambertMaterial({ color: colour })).get(colour)!;
    const f = blockFootprint(b);
    const mesh = new THREE.Mesh(box, material);
    mesh.scale.set(f.width * FOOTPRINT, BLOCK_HEIGHT, f.depth * FOOTPRINT);
    mesh.position.set(f.x, BLOCK_HEIGHT / 2, f.z);
    group.add(mesh);
  }
  return group;
}
