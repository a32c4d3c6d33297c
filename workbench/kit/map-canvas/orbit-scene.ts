import { Subject, type Observable } from 'rxjs';
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { Backdrop } from '../../../core/map-design';
import type { TrafficLight } from '../../../core/metrics';
import { BLOCK_HEIGHT, blockFootprint, buildBlockMeshes } from './block-meshes';
import { disposeObject } from './dispose-object';
import type { SceneBlock } from './scene-block';
import { buildVoxelMeshes } from './voxel-meshes';

/** A block's label anchor on the screen, in the host's pixels. */
export interface ProjectedBlock {
  id: string;
  x: number;
  y: number;
  inFront: boolean;
  depth: number;
  zone: TrafficLight | null;
}

const FOV = 45;
/** The camera looks down at the map from 55 degrees above the floor, from the south. */
const ELEVATION = (55 * Math.PI) / 180;
const LABEL_HEADROOM = 0.12;
/** How much of the view's narrower half-extent a newly framed level fills. */
const FILL = 0.85;

/**
 * The three.js side of the 3D map: renderer, orbit controls, lights, backdrop voxels and blocks.
 * It draws on demand (an orbit, a resize, new content), never in a loop: software rendering pays a
 * frame for every redraw, and an idle map costs nothing. changes$ fires when the view moved.
 */
export class OrbitScene {
  readonly changes$: Observable<void>;
  private readonly changed = new Subject<void>();
  private readonly renderer: THREE.WebGLRenderer;
  private readonly scene = new THREE.Scene();
  private readonly camera = new THREE.PerspectiveCamera(FOV, 1, 0.1, 5000);
  private readonly controls: OrbitControls;
  private readonly resizes: ResizeObserver;
  private blocks: readonly SceneBlock[] = [];
  private blockMeshes = new THREE.Group();
  private backdrop: Backdrop | undefined;
  private backdropMeshes = new THREE.Group();
  private framedFor = '';
  /** Set once the user orbits; until then a resize frames the level again. */
  private userMoved = false;

  constructor(private readonly host: HTMLElement) {
    this.changes$ = this.changed.asObservable();
    this.renderer = new THREE.WebGLRenderer({ antialias: true, alpha: true });
    this.renderer.setPixelRatio(Math.min(2, window.devicePixelRatio));
    host.appendChild(this.renderer.domElement);
    const sun = new THREE.DirectionalLight(0xffffff, 0.9);
    sun.position.set(20, 40, 10);
    this.scene.add(new THREE.AmbientLight(0xffffff, 0.7), sun, this.blockMeshes, this.backdropMeshes);
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.addEventListener('change', this.moved);
    this.controls.addEventListener('start', this.takenOver);
    this.resizes = new ResizeObserver(() => this.resize());
    this.resizes.observe(host);
    this.resize();
  }

  get size(): { width: number; height: number } {
    return { width: this.host.clientWidth, height: this.host.clientHeight };
  }

  setBlocks(blocks: readonly SceneBlock[]): void {
    this.blocks = blocks;
    disposeObject(this.blockMeshes);
    this.blockMeshes = buildBlockMeshes(blocks);
    this.scene.add(this.blockMeshes);
    this.frameOnNewContent();
    this.render();
  }

  setBackdrop(backdrop: Backdrop | undefined): void {
    this.backdrop = backdrop;
    disposeObject(this.backdropMeshes);
    this.backdropMeshes = backdrop ? buildVoxelMeshes(backdrop) : new THREE.Group();
    this.scene.add(this.backdropMeshes);
    this.frameOnNewContent();
    this.render();
  }

  /** Every block's label anchor (the middle of its top) on the screen. */
  project(): ProjectedBlock[] {
    const { width, height } = this.size;
    this.camera.updateMatrixWorld();
    return this.blocks.map((b) => {
      const f = blockFootprint(b);
      const world = new THREE.Vector3(f.x, BLOCK_HEIGHT, f.z);
      const inFront = world.clone().applyMatrix4(this.camera.matrixWorldInverse).z < 0;
      const ndc = world.clone().project(this.camera);
      return { id: b.id, x: ((ndc.x + 1) / 2) * width, y: ((1 - ndc.y) / 2) * height, inFront, depth: this.camera.position.distanceTo(world), zone: b.zone };
    });
  }

  dispose(): void {
    this.resizes.disconnect();
    this.controls.removeEventListener('change', this.moved);
    this.controls.removeEventListener('start', this.takenOver);
    this.controls.dispose();
    disposeObject(this.blockMeshes);
    disposeObject(this.backdropMeshes);
    this.renderer.dispose();
    // Browsers keep a handful of WebGL contexts; a view toggled on and off must give its own back.
    this.renderer.forceContextLoss();
    this.renderer.domElement.remove();
    this.changed.complete();
  }

  private readonly takenOver = () => {
    this.userMoved = true;
  };

  private readonly moved = () => {
    this.render();
    this.changed.next();
  };

  private render(): void {
    this.renderer.render(this.scene, this.camera);
  }

  private resize(): void {
    const { width, height } = this.size;
    this.camera.aspect = width / Math.max(1, height);
    this.camera.updateProjectionMatrix();
    this.renderer.setSize(width, height);
    if (this.framedFor && !this.userMoved) this.frame();
    this.moved();
  }

  /** A new level (other blocks or backdrop size) is framed whole; new values keep the user's camera. */
  private frameOnNewContent(): void {
    const key = JSON.stringify([this.blocks.map((b) => b.id), this.backdrop?.width, this.backdrop?.height]);
    if (key === this.framedFor) return;
    this.framedFor = key;
    this.userMoved = false;
    this.frame();
  }

  /** Looks at the whole level from the south, 55 degrees up, filling the view. */
  private frame(): void {
    const box = new THREE.Box3();
    if (this.backdrop) box.expandByPoint(new THREE.Vector3(0, 0, 0)).expandByPoint(new THREE.Vector3(this.backdrop.width, 0, this.backdrop.height));
    for (const b of this.blocks) {
      const f = blockFootprint(b);
      box.expandByPoint(new THREE.Vector3(f.x - f.width / 2, BLOCK_HEIGHT, f.z - f.depth / 2)).expandByPoint(new THREE.Vector3(f.x + f.width / 2, 0, f.z + f.depth / 2));
    }
    if (box.isEmpty()) box.set(new THREE.Vector3(0, 0, 0), new THREE.Vector3(10, 0, 10));
    const size = box.getSize(new THREE.Vector3());
    // Looking a little behind the middle moves the map down the screen: headroom for the back row's labels.
    const centre = box.getCenter(new THREE.Vector3()).add(new THREE.Vector3(0, 0, -LABEL_HEADROOM * size.z));
    const halfFov = (FOV * Math.PI) / 360;
    const narrowest = Math.min(halfFov, Math.atan(Math.tan(halfFov) * this.camera.aspect));
    let distance = Math.max(1, size.length() / 2) / Math.sin(narrowest);
    const corners = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => new THREE.Vector3(i & 1 ? box.max.x : box.min.x, i & 2 ? box.max.y : box.min.y, i & 4 ? box.max.z : box.min.z));
    // The sphere around the content fits loosely; a few steps bring its corners to the FILL of the view.
    for (let step = 0; step < 3; step++) {
      this.camera.position.set(centre.x, centre.y + distance * Math.sin(ELEVATION), centre.z + distance * Math.cos(ELEVATION));
      this.camera.lookAt(centre);
      this.camera.updateMatrixWorld();
      const extent = Math.max(...corners.map((c) => c.clone().project(this.camera)).map((p) => Math.max(Math.abs(p.x), Math.abs(p.y))));
      distance *= extent / FILL;
    }
    this.camera.position.set(centre.x, centre.y + distance * Math.sin(ELEVATION), centre.z + distance * Math.cos(ELEVATION));
    this.controls.target.copy(centre);
    // Fires 'change' when the camera moved: a redraw and a label layout.
    this.controls.update();
  }
}
