import { expect, type Locator } from '@playwright/test';

export interface SceneLabelInfo {
  id: string;
  state: string | null;
  zone: string | null;
  name: string;
  /** The card's box when it is shown (standard or arrow). */
  card: { x: number; y: number; width: number; height: number } | null;
}

export const LABEL_STATES = ['dot', 'standard', 'arrow'];

/** The node labels over a 3D map (the overlay's 'Node labels' list) as the page shows them. */
export function sceneLabels(scope: Locator): Promise<SceneLabelInfo[]> {
  return scope.getByRole('list', { name: 'Node labels' }).locator('li').evaluateAll((items) =>
    items.map((li) => {
      const el = li as HTMLElement;
      const state = el.getAttribute('data-label-state');
      const box = el.querySelector('.scene-label-card')!.getBoundingClientRect();
      return {
        id: el.dataset['nodeId'] ?? '',
        state,
        zone: el.dataset['zone'] ?? null,
        name: el.querySelector('.scene-label-name')?.textContent ?? '',
        card: state === 'standard' || state === 'arrow' ? { x: box.x, y: box.y, width: box.width, height: box.height } : null,
      };
    }),
  );
}

/**
 * Waits until every label has settled in one of the three states (the layout's final recompute
 * comes 300 ms after the last change), then checks that no two shown cards overlap.
 */
export async function expectSettledLabels(scope: Locator, count: number): Promise<SceneLabelInfo[]> {
  await expect.poll(async () => (await sceneLabels(scope)).map((l) => LABEL_STATES.includes(l.state ?? '')), { message: 'every label in state dot, standard or arrow' }).toEqual(Array(count).fill(true));
  // Past the layout's 300 ms debounce: two readings 400 ms apart agree.
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await sceneLabels(scope));
        const same = now === last;
        last = now;
        return same;
      },
      { message: 'the label layout settles', intervals: [400] },
    )
    .toBe(true);
  const labels = await sceneLabels(scope);
  const cards = labels.filter((l) => l.card);
  for (const [i, a] of cards.entries()) {
    for (const b of cards.slice(i + 1)) {
      const overlap = a.card!.x < b.card!.x + b.card!.width - 0.5 && b.card!.x < a.card!.x + a.card!.width - 0.5 && a.card!.y < b.card!.y + b.card!.height - 0.5 && b.card!.y < a.card!.y + a.card!.height - 0.5;
      expect(overlap, `the cards of ${a.name} and ${b.name} overlap`).toBe(false);
    }
  }
  return labels;
}
