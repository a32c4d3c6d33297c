import { useEffect, useRef } from 'react';
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { GRID_PX, type Backdrop } from '../../core/map-design';
import { buildVoxelMeshes } from '../../workbench/api/map-canvas/voxel-meshes';
import type { ViewerNode } from './map-viewer.view-model';

const ZONE_HEX = { red: 0xef4444, yellow: 0xeab308, green: 0x22c55e } as const;

/** A floating label: the node's name and its first metric, drawn on a canvas texture. */
function labelSprite(text: string, value: string): THREE.Sprite {
  const canvas = document.createElement('canvas');
  canvas.width = 256;
  canvas.height = 96;
  const g = canvas.getContext('2d')!;
  g.fillStyle = 'rgba(24,24,27,0.85)';
  g.fillRect(0, 0, 256, 96);
  g.fillStyle = '#f4f4f5';
  g.font = 'bold 30px sans-serif';
  g.fillText(text.slice(0, 16), 10, 38);
  g.font = '28px sans-serif';
  g.fillText(value, 10, 80);
  const sprite = new THREE.Sprite(new THREE.SpriteMaterial({ map: new THREE.CanvasTexture(canvas) }));
  sprite.scale.set(4, 1.5, 1);
  return sprite;
}

/**
 * Map mode's 3D view: the level's backdrop as voxels and each node as a block coloured by its first
 * metric's zone, with its name and value floating above; orbit with the mouse.
 */
export default function Map3D({ nodes, backdrop, summary }: { nodes: readonly ViewerNode[]; backdrop?: Backdrop; summary: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const renderer = new THREE.WebGLRenderer({ antialias: true, alpha: true });
    renderer.setPixelRatio(Math.min(2, window.devicePixelRatio));
    renderer.setSize(el.clientWidth, el.clientHeight);
    el.appendChild(renderer.domElement);
    const scene = new THREE.Scene();
    scene.add(new THREE.AmbientLight(0xffffff, 0.7));
    const sun = new THREE.DirectionalLight(0xffffff, 0.9);
    sun.position.set(20, 40, 10);
    scene.add(sun);
    if (backdrop) scene.add(buildVoxelMeshes(backdrop));
    let maxX = backdrop?.width ?? 10;
    let maxZ = backdrop?.height ?? 10;
    for (const n of nodes) {
      const w = n.node.style.width / GRID_PX;
      const d = n.node.style.height / GRID_PX;
      const x = n.node.position.x / GRID_PX + w / 2;
      const z = n.node.position.y / GRID_PX + d / 2;
      maxX = Math.max(maxX, x + w);
      maxZ = Math.max(maxZ, z + d);
      const zone = n.card?.[0]?.zone;
      const colour = zone ? ZONE_HEX[zone] : n.machineKey ? 0x3b82f6 : 0x64748b;
      const block = new THREE.Mesh(new THREE.BoxGeometry(w * 0.9, 1, d * 0.9), new THREE.MeshLambertMaterial({ color: colour }));
      block.position.set(x, 0.5, z);
      scene.add(block);
      const label = labelSprite(n.label, n.card?.[0]?.text ?? '');
      label.position.set(x, 2.6, z);
      scene.add(label);
    }
    const camera = new THREE.PerspectiveCamera(50, el.clientWidth / el.clientHeight, 0.1, 2000);
    camera.position.set(maxX / 2, Math.max(maxX, maxZ) * 0.9, maxZ * 1.6);
    const controls = new OrbitControls(camera, renderer.domElement);
    controls.target.set(maxX / 2, 0, maxZ / 2);
    controls.update();
    let frame = 0;
    const draw = () => {
      frame = requestAnimationFrame(draw);
      controls.update();
      renderer.render(scene, camera);
    };
    draw();
    const resize = new ResizeObserver(() => {
      camera.aspect = el.clientWidth / Math.max(1, el.clientHeight);
      camera.updateProjectionMatrix();
      renderer.setSize(el.clientWidth, el.clientHeight);
    });
    resize.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      controls.dispose();
      renderer.dispose();
      el.removeChild(renderer.domElement);
    };
  }, [nodes, backdrop]);
  return <div ref={host} className="map-3d" role="img" aria-label={`3D view of the map. ${summary}`} />;
}
