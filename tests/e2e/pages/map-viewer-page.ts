import { expect, type Locator, type Page } from '@playwright/test';
import { explorerIds, mapViewerIds } from '../selectors';
import { ExplorerPanelPage } from './explorer-panel-page';
import { ShellPage } from './shell-page';

/** The Data Explorer's Map mode: a day, a map by name, its levels. */
export class MapViewerPage {
  readonly view: Locator;

  constructor(private readonly page: Page) {
    this.view = page.getByTestId(mapViewerIds.view);
  }

  /** Map mode on a past day, on the named map (whichever map was picked before), at its top level, every figure in. */
  async openTopLevel(day: string, mapName: string): Promise<Locator> {
    await new ShellPage(this.page, '').openTab('explorer');
    await new ExplorerPanelPage(this.page).pickDay(day);
    await this.page.getByTestId(explorerIds.mode('MAP')).click();
    const heading = this.view.getByRole('heading', { level: 1 });
    await expect(heading).not.toBeEmpty();
    if ((await heading.textContent()) !== mapName) {
      await this.page.getByTestId(explorerIds.mapPicker).click();
      await this.page.locator('.p-dropdown-panel').getByRole('option', { name: mapName }).click();
      await expect(heading).toHaveText(mapName);
    }
    const trail = this.view.getByTestId(mapViewerIds.trail);
    if ((await trail.getByRole('button').count()) > 1) await trail.getByRole('button', { name: 'ROOT' }).click();
    await expect(trail.getByRole('button')).toHaveText(['ROOT']);
    await expect(this.view).toHaveAttribute('aria-busy', 'false');
    return this.view;
  }

  /** The named zone's level (one below the top), drilled into by clicking the zone. */
  async drillInto(zone: string): Promise<void> {
    await this.view.getByRole('button', { name: new RegExp(`^${zone}.*drill in$`) }).click();
    await expect(this.view.getByTestId(mapViewerIds.trail).getByRole('button')).toHaveText(['ROOT', 'Lvl 1']);
  }
}
