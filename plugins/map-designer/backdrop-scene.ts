import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { Backdrop } from '../../core/map-design';
import { disposeObject } from '../../workbench/kit/map-canvas/dispose-object';
import { gridCells } from '../../workbench/kit/map-canvas/viewport';
import { buildVoxelMeshes } from '../../workbench/kit/map-canvas/voxel-meshes';

export type BackdropViewMode = 'edit' | 'view';

const BACKGROUND = '#0f172a';

/**
 * The three.js side of the backdrop editor: one renderer for the editor's life, a top-down
 * orthographic camera in Edit (wheel zooms, right or middle drag pans, the left button is the pen's)
 * and an orbiting perspective camera in View. It follows its host's size (a ResizeObserver) and
 * draws on demand, never in a loop: 100,000 tiles cost a frame each in software rendering.
 */
export class BackdropScene {
  private readonly renderer: THREE.WebGLRenderer;
  private readonly scene = new THREE.Scene();
  private readonly resizes: ResizeObserver;
  private camera: THREE.OrthographicCamera | THREE.PerspectiveCamera;
  private controls: OrbitControls;
  private voxels = new THREE.Group();
  private grid = new THREE.Group();
  private gridKey = '';
  private framedFor = '';
  /** Set once the user zooms, pans or orbits; until then a resize frames the canvas again. */
  private userMoved = false;

  constructor(
    private readonly host: HTMLElement,
    private mode: BackdropViewMode,
    private backdrop: Backdrop,
  ) {
    this.renderer = new THREE.WebGLRenderer({ antialias: false });
    this.renderer.setPixelRatio(Math.min(2, window.devicePixelRatio));
    host.appendChild(this.renderer.domElement);
    this.scene.background = new THREE.Color(BACKGROUND);
    // A light's position is a read-only Vector3 to set, not to replace (assigning it throws).
    const sun = new THREE.DirectionalLight(0xffffff, 1.5);
    sun.position.set(1, 2, 1);
    this.scene.add(new THREE.AmbientLight(0xffffff, 1.2), sun);
    this.camera = this.makeCamera();
    this.controls = this.makeControls();
    this.setBackdrop(backdrop);
    this.resizes = new ResizeObserver(() => this.resize());
    this.resizes.observe(host);
    this.resize();
  }

  setMode(mode: BackdropViewMode): void {
    if (mode === this.mode) return;
    this.mode = mode;
    this.controls.removeEventListener('change', this.render);
    this.controls.removeEventListener('start', this.takenOver);
    this.controls.dispose();
    this.camera = this.makeCamera();
    this.controls = this.makeControls();
    this.framedFor = '';
    this.resize();
  }

  setBackdrop(backdrop: Backdrop): void {
    if (backdrop === this.backdrop && this.voxels.parent) return;
    this.backdrop = backdrop;
    disposeObject(this.voxels);
    this.voxels = buildVoxelMeshes(backdrop);
    this.scene.add(this.voxels);
    const canvas = `${backdrop.width}x${backdrop.height}`;
    if (canvas !== this.framedFor) this.frame();
    else this.render();
  }

  /** The canvas cell under a screen point in Edit, or null (View, or off the floor's plane). */
  cellAt(clientX: number, clientY: number): { x: number; y: number } | null {
    if (this.mode !== 'edit') return null;
    const r = this.host.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return null;
    const ndc = new THREE.Vector2(((clientX - r.left) / r.width) * 2 - 1, -((clientY - r.top) / r.height) * 2 + 1);
    const ray = new THREE.Raycaster();
    ray.setFromCamera(ndc, this.camera);
    const hit = new THREE.Vector3();
    if (!ray.ray.intersectPlane(new THREE.Plane(new THREE.Vector3(0, 1, 0), 0), hit)) return null;
    return { x: Math.floor(hit.x), y: Math.floor(hit.z) };
  }

  dispose(): void {
    this.resizes.disconnect();
    this.controls.dispose();
    disposeObject(this.voxels);
    disposeObject(this.grid);
    this.renderer.dispose();
    this.renderer.domElement.remove();
  }

  private readonly takenOver = (): void => {
    this.userMoved = true;
  };

  private readonly render = (): void => {
    if (this.mode === 'edit') this.updateGrid();
    else if (this.grid.parent) disposeObject(this.grid);
    this.renderer.render(this.scene, this.camera);
  };

  private makeCamera(): THREE.OrthographicCamera | THREE.PerspectiveCamera {
    if (this.mode === 'edit') {
      const cam = new THREE.OrthographicCamera(-1, 1, 1, -1, 0.1, 1000);
      cam.up.set(0, 0, -1);
      return cam;
    }
    return new THREE.PerspectiveCamera(50, 1, 0.1, 5000);
  }

  private makeControls(): OrbitControls {
    const controls = new OrbitControls(this.camera, this.renderer.domElement);
    if (this.mode === 'edit') {
      // Top-down stays top-down: no rotation, the left button paints.
      controls.enableRotate = false;
      controls.zoomToCursor = true;
      controls.minZoom = 0.5;
      controls.maxZoom = 40;
      controls.mouseButtons = { LEFT: null, MIDDLE: THREE.MOUSE.PAN, RIGHT: THREE.MOUSE.PAN };
      controls.touches = { ONE: null, TWO: THREE.TOUCH.DOLLY_PAN };
    }
    controls.addEventListener('change', this.render);
    controls.addEventListener('start', this.takenOver);
    return controls;
  }

  /** Puts the camera where the whole canvas is in view (on opening, a mode switch or a new canvas size). */
  private frame(): void {
    const { width: w, height: h } = this.backdrop;
    this.framedFor = `${w}x${h}`;
    this.userMoved = false;
    this.controls.target.set(w / 2, 0, h / 2);
    this.fitProjection();
    if (this.camera instanceof THREE.OrthographicCamera) {
      this.camera.position.set(w / 2, 100, h / 2);
      this.camera.zoom = 1;
      this.camera.updateProjectionMatrix();
    } else {
      // From the south and above; further back on a narrow (portrait) window, so the width fits too.
      const offset = new THREE.Vector3(0, Math.max(w, h), h * 0.9);
      const widthFits = ((w / 2) * 1.15) / (Math.tan(THREE.MathUtils.degToRad(this.camera.fov / 2)) * this.camera.aspect);
      offset.setLength(Math.max(offset.length(), widthFits));
      this.camera.position.set(w / 2, 0, h / 2).add(offset);
    }
    this.camera.lookAt(w / 2, 0, h / 2);
    this.controls.update();
    this.render();
  }

  private resize(): void {
    const width = this.host.clientWidth;
    const height = this.host.clientHeight;
    if (width === 0 || height === 0) return;
    this.renderer.setSize(width, height);
    if (this.framedFor === '' || (this.mode === 'view' && !this.userMoved)) this.frame();
    else {
      this.fitProjection();
      this.render();
    }
  }

  /** The projection for the host's aspect; in Edit, zoom 1 shows the whole canvas with a one-cell margin. */
  private fitProjection(): void {
    const aspect = Math.max(1e-3, this.host.clientWidth / Math.max(1, this.host.clientHeight));
    if (this.camera instanceof THREE.OrthographicCamera) {
      const half = Math.max(this.backdrop.width / aspect, this.backdrop.height) / 2 + 1;
      this.camera.left = -half * aspect;
      this.camera.right = half * aspect;
      this.camera.top = half;
      this.camera.bottom = -half;
    } else {
      this.camera.aspect = aspect;
    }
    this.camera.updateProjectionMatrix();
  }

  /** The cell grid over the floor in Edit, as dense as the zoom allows. */
  private updateGrid(): void {
    const cam = this.camera as THREE.OrthographicCamera;
    const pxPerCell = (this.host.clientHeight / ((cam.top - cam.bottom) / cam.zoom)) || 0;
    const step = gridCells(pxPerCell);
    const key = `${step}:${this.backdrop.width}x${this.backdrop.height}`;
    if (key === this.gridKey && this.grid.parent) return;
    this.gridKey = key;
    disposeObject(this.grid);
    const { width: w, height: h } = this.backdrop;
    const points: number[] = [];
    const y = 0.01;
    for (let x = 0; x <= w; x += step) points.push(x, y, 0, x, y, h);
    if (w % step !== 0) points.push(w, y, 0, w, y, h);
    for (let z = 0; z <= h; z += step) points.push(0, y, z, w, y, z);
    if (h % step !== 0) points.push(0, y, h, w, y, h);
    const geometry = new THREE.BufferGeometry();
    geometry.setAttribute('position', new THREE.Float32BufferAttribute(points, 3));
    const lines = new THREE.LineSegments(geometry, new THREE.LineBasicMaterial({ color: 0xffffff, transparent: true, opacity: 0.18 }));
    this.grid = new THREE.Group();
    this.grid.add(lines);
    this.scene.add(this.grid);
  }
}
