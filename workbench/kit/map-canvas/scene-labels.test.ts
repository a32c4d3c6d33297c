import { reaction } from 'mobx';
import { Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { ProjectedBlock } from './orbit-scene';
import { SceneLabels } from './scene-labels';

function fakeScene() {
  const changes$ = new Subject<void>();
  let x = 200;
  const projector = {
    changes$,
    size: { width: 800, height: 600 },
    project: (): ProjectedBlock[] => [{ id: '1', x, y: 300, inFront: true, depth: 5, zone: 'red' }],
  };
  return { projector, changes$, moveTo: (to: number) => (x = to) };
}

describe('the 3D map label overlay (document 2 §3, §9)', () => {
  it('document 2 §9: a camera change lays the labels out at once and again 300 ms later; anchors follow the camera every 100 ms in between', () => {
    const scheduler = new TestScheduler((a, b) => expect(a).toEqual(b));
    scheduler.run(({ flush }) => {
      const { projector, changes$, moveTo } = fakeScene();
      const labels = new SceneLabels(projector, () => ({ width: 100, height: 40 }), scheduler);
      const layouts: Array<[number, string, number]> = [];
      const stop = reaction(() => labels.layout, (l) => layouts.push([scheduler.now(), l!.labels[0]!.state, l!.labels[0]!.anchor.x]));
      scheduler.schedule(() => changes$.next(), 0);
      scheduler.schedule(() => moveTo(260), 150);
      scheduler.schedule(() => expect(labels.anchors.get('1')).toEqual({ x: 200, y: 300 }), 199);
      scheduler.schedule(() => expect(labels.anchors.get('1')).toEqual({ x: 260, y: 300 }), 201);
      scheduler.schedule(() => labels.dispose(), 1000);
      flush();
      stop();
      expect(layouts).toEqual([[0, 'standard', 200], [300, 'standard', 260]]);
    });
  });

  it('document 2 §3: each label is laid out with its measured card', () => {
    const { projector } = fakeScene();
    const labels = new SceneLabels(projector, () => ({ width: 100, height: 40 }));
    labels.relayout();
    expect(labels.layout!.labels[0]!.box).toEqual({ x: 150, y: 254, width: 100, height: 40 });
    labels.dispose();
  });
});
