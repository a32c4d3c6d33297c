import * as THREE from 'three';
import { MAP_COLOUR_HEX, type Backdrop } from '../../../core/map-design';
import type { MapColour } from '../../../core/model';

/** Builds one InstancedMesh per colour, so even 500 x 500 tiles are ten draw calls. */
export function buildVoxelMeshes(b: Backdrop): THREE.Group {
  const group = new THREE.Group();
  const box = new THREE.BoxGeometry(1, 1, 1);
  const byColour = new Map<MapColour, Array<{ x: number; y: number; z: number }>>();
  for (const v of b.voxels) (byColour.get(v.color) ?? byColour.set(v.color, []).get(v.color)!).push(v);
  const m = new THREE.Matrix4();
  for (const [colour, tiles] of byColour) {
    const mesh = new THREE.InstancedMesh(box, new THREE.MeshLambertMaterial({ color: MAP_COLOUR_HEX[colour] }), tiles.length);
    tiles.forEach((t, i) => {
      m.makeTranslation(t.x + 0.5, t.z + 0.5, t.y + 0.5);
      mesh.setMatrixAt(i, m);
    });
    mesh.instanceMatrix.needsUpdate = true;
    group.add(mesh);
  }
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(b.width, b.height), new THREE.MeshLambertMaterial({ color: MAP_COLOUR_HEX[b.color] }));
  floor.rotation.x = -Math.PI / 2;
  floor.position.set(b.width / 2, 0, b.height / 2);
  group.add(floor);
  return group;
}

