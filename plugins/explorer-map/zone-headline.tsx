import type { TextWidth } from './card-font';
import type { Size } from './map-fit';
import { NO_RESULTS, type ZoneFigure } from './zone-figure';
import { zoneType } from './zone-type';

/** The status class of a node's tile: its traffic light, 'none' for a metric without a rule, or no results. */
export function figureClass(f: ZoneFigure | null): string {
  if (!f) return '';
  return f.empty ? ' no-results' : ` status-${f.status}`;
}

/**
 * A node's figure as the wall reads it: its name, the chosen metric's value and the status word,
 * sized to the `box` (screen px) it is drawn in (zone-type.ts). The metric's name is spoken, not
 * drawn: the map's header names it once for all zones.
 */
export function ZoneHeadline({ label, figure, metricLabel, box, width, testId }: { label: string; figure: ZoneFigure; metricLabel: string; box: Size; width: TextWidth; testId?: string }) {
  const value = figure.empty ? NO_RESULTS : figure.text;
  const word = figure.empty ? '' : figure.word;
  const type = zoneType(box, { label, value, word }, width);
  return (
    <span className="zone-headline">
      {label && (
        <span className="zone-name" style={{ fontSize: type.labelPx }}>
          {label}
        </span>
      )}
      <span className="zone-value" style={{ fontSize: figure.empty ? type.labelPx : type.valuePx }} data-testid={testId}>
        <span className="p-hidden-accessible">{metricLabel} </span>
        {value}
      </span>
      {word && (
        <span className="zone-word" style={{ fontSize: type.wordPx }} data-testid={testId && `${testId}-status`}>
          {word}
        </span>
      )}
    </span>
  );
}
