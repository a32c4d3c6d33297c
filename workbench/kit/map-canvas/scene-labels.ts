import { action, makeObservable, observableRef } from 'mobx';
import { asyncScheduler, merge, Subject, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import { labelLayoutTicks, layoutLabels, nodeProjectionTicks, type LabelLayout, type Point, type Size } from '../../../core/map-design';
import type { ProjectedBlock } from './orbit-scene';

/** What the labels need from the 3D scene. */
export interface LabelProjector {
  /** Fires when the camera or the size changed. */
  readonly changes$: Observable<unknown>;
  readonly size: Size;
  project(): readonly ProjectedBlock[];
}

/**
 * The label overlay's state (document 2 §3, §9): block anchors projected every 100 ms, and the
 * label layout recomputed from camera and size changes, throttled at 200 ms and debounced at 300 ms.
 * Card sizes come from `measure`, the rendered cards.
 */
export class SceneLabels {
  /** Each block's anchor on the screen now. */
  anchors: ReadonlyMap<string, Point> = new Map();
  /** The last layout; null until the first one. */
  layout: LabelLayout | null = null;
  private readonly contentChanges = new Subject<void>();
  private readonly subscription: Subscription;

  constructor(
    private readonly projector: LabelProjector,
    private readonly measure: (id: string) => Size,
    scheduler: SchedulerLike = asyncScheduler,
  ) {
    makeObservable(this, { anchors: observableRef, layout: observableRef, relayout: action, reproject: action });
    this.subscription = merge(projector.changes$, this.contentChanges).pipe(labelLayoutTicks(scheduler)).subscribe(() => this.relayout());
    this.subscription.add(nodeProjectionTicks(scheduler).subscribe(() => this.reproject()));
  }

  /** New blocks or label texts, once rendered: they are measured and laid out again. */
  contentChanged(): void {
    this.contentChanges.next();
  }

  relayout(): void {
    const projected = this.projector.project();
    this.layout = layoutLabels(projected.map((p) => ({ ...p, ...this.measure(p.id) })), this.projector.size);
    this.anchors = new Map(projected.map((p) => [p.id, { x: p.x, y: p.y }]));
  }

  /** Moves the labels with their blocks between layouts; unchanged positions cause no re-render. */
  reproject(): void {
    const projected = this.projector.project();
    const same = projected.length === this.anchors.size && projected.every((p) => {
      const a = this.anchors.get(p.id);
      return a !== undefined && Math.abs(a.x - p.x) < 0.5 && Math.abs(a.y - p.y) < 0.5;
    });
    if (!same) this.anchors = new Map(projected.map((p) => [p.id, { x: p.x, y: p.y }]));
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }
}
