import type { MetricKey } from '../../core/model';
import type { ViewerNode } from './map-viewer.view-model';
import { mapViewerIds } from './test-ids';
import { figureClass } from './zone-headline';
import { NO_RESULTS } from './zone-figure';

/**
 * The level's nodes as a list of buttons with their figures, beside the 3D scene (whose blocks a
 * keyboard cannot reach): each says the node's name, the chosen metric's value and its status in
 * words, in the status colour, and drills in (or opens a machine's details) on click or Enter.
 */
export function LevelList({ nodes, label, onDrill, onSelect }: { nodes: readonly ViewerNode[]; label(m: MetricKey): string; onDrill(flowId: string): void; onSelect(id: string): void }) {
  const listed = nodes.filter((n) => n.figure !== null);
  if (listed.length === 0) return null;
  return (
    <ul className="map-level-list" aria-label="Zones on this level" data-testid={mapViewerIds.list}>
      {listed.map((n) => {
        const f = n.figure!;
        const drill = n.drillTo;
        return (
          <li key={n.node.id} className={`map-level-item${figureClass(f)}`} data-node-id={n.node.id}>
            <button type="button" onClick={() => (drill ? onDrill(drill) : onSelect(n.node.id))}>
              <span className="map-level-name">{n.label}</span>
              <span className="map-level-value">
                <span className="p-hidden-accessible">{label(f.metric)} </span>
                {f.empty ? NO_RESULTS : f.text}
              </span>
              {!f.empty && f.word && <span className="map-level-word">{f.word}</span>}
              {drill && <span className="p-hidden-accessible">, drill in</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
