import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { TRAFFIC_LIGHT_HEX } from '../../../core/metrics';
import type { PlacedLabel, Point } from '../../../core/map-design';
import { blockColour, spokenLabel, spokenLines, type SceneBlock } from './scene-block';
import type { SceneLabels } from './scene-labels';

/** A label shows its first lines; the rest are counted, and read out to screen readers. */
const SHOWN_LINES = 4;
const ARROW_LENGTH = 7;
const ARROW_HALF_WIDTH = 4;

/** The leader of an arrow label, relative to its anchor: a line from the card and a head at the anchor. */
function Leader({ label }: { label: PlacedLabel }) {
  const from = { x: label.leader!.from.x - label.anchor.x, y: label.leader!.from.y - label.anchor.y };
  const length = Math.hypot(from.x, from.y) || 1;
  const back: Point = { x: (from.x / length) * ARROW_LENGTH, y: (from.y / length) * ARROW_LENGTH };
  const side: Point = { x: (-from.y / length) * ARROW_HALF_WIDTH, y: (from.x / length) * ARROW_HALF_WIDTH };
  const head = `0,0 ${back.x + side.x},${back.y + side.y} ${back.x - side.x},${back.y - side.y}`;
  return (
    <svg className="scene-label-leader" aria-hidden="true" focusable="false">
      <line x1={from.x} y1={from.y} x2={back.x} y2={back.y} className="scene-label-leader-halo" />
      <line x1={from.x} y1={from.y} x2={back.x} y2={back.y} />
      <polygon points={head} />
    </svg>
  );
}

function blurOnEscape(e: KeyboardEvent<HTMLElement>) {
  if (e.key === 'Escape') e.currentTarget.blur();
}

/**
 * The node labels over the 3D map, one per block, each in state dot, standard or arrow
 * (document 2 §3). A dot is a focusable marker named with the whole label; its card shows on hover
 * and focus. Cards are registered in `cards` so their size can be measured.
 */
export const SceneLabelOverlay = observer(function SceneLabelOverlay({ labels, blocks, cards }: { labels: SceneLabels; blocks: readonly SceneBlock[]; cards: Map<string, HTMLElement> }) {
  const placed = new Map(labels.layout?.labels.map((l) => [l.id, l]));
  return (
    <ul className="scene-labels" aria-label="Node labels">
      {blocks.map((b) => {
        const label = placed.get(b.id);
        const at = labels.anchors.get(b.id) ?? label?.anchor;
        const colour = blockColour(b);
        const text = spokenLabel(b);
        return (
          <li
            key={b.id}
            className="scene-label"
            data-label-state={label?.state}
            data-node-id={b.id}
            data-zone={b.zone ?? undefined}
            aria-hidden={label ? undefined : true}
            style={at ? { transform: `translate(${at.x}px, ${at.y}px)` } : undefined}
          >
            {label?.state === 'arrow' && <Leader label={label} />}
            {label?.state === 'dot' && <span className="scene-label-dot" role="img" tabIndex={0} aria-label={text} title={text} style={{ background: colour }} onKeyDown={blurOnEscape} />}
            <div
              ref={(el) => {
                if (el) cards.set(b.id, el);
                else cards.delete(b.id);
              }}
              className="scene-label-card"
              aria-hidden={label?.state === 'dot' ? true : undefined}
              style={{ borderLeftColor: colour, ...(label && label.state !== 'dot' ? { left: label.box.x - label.anchor.x, top: label.box.y - label.anchor.y } : {}) }}
            >
              <span className="scene-label-name">{b.name}</span>
              {b.lines.slice(0, SHOWN_LINES).map((l) => (
                <span key={l.label} className="scene-label-line">
                  <span>{l.label}</span>
                  <span className="scene-label-value" style={l.zone ? { color: TRAFFIC_LIGHT_HEX[l.zone] } : undefined}>
                    {l.value}
                    {l.verdict && <span className="sr-only"> ({l.verdict})</span>}
                  </span>
                </span>
              ))}
              {b.lines.length > SHOWN_LINES && (
                <span className="scene-label-more">
                  +{b.lines.length - SHOWN_LINES} more
                  <span className="sr-only">: {spokenLines(b.lines.slice(SHOWN_LINES))}</span>
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
});
