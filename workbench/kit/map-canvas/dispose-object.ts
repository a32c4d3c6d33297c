import type * as THREE from 'three';

/** Frees the GPU buffers of an object tree: every geometry and material once, instanced meshes too. */
export function disposeObject(root: THREE.Object3D): void {
  const done = new Set<{ dispose(): void }>();
  root.traverse((o) => {
    const mesh = o as Partial<THREE.Mesh> & { dispose?: () => void };
    if (mesh.geometry) done.add(mesh.geometry);
    const materials = mesh.material ? ([] as THREE.Material[]).concat(mesh.material) : [];
    for (const m of materials) done.add(m);
    if (mesh.dispose) done.add(mesh as { dispose(): void });
  });
  for (const d of done) d.dispose();
  root.removeFromParent();
}
