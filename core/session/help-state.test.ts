import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../platform';
import { hideHelp, HELP_MODES, INACTIVE_HELP, openHelpModal, readHelpState, toggleHelpTooltips, writeHelpState } from './help-state';

describe('help state (document 3 §3 and §4)', () => {
  it('document 3 §3: helpMode is INACTIVE, MODAL or TOOLTIP, with helpPage and helpAnchor', () => {
    expect(HELP_MODES).toEqual(['INACTIVE', 'MODAL', 'TOOLTIP']);
    expect(INACTIVE_HELP).toEqual({ helpMode: 'INACTIVE', helpPage: null, helpAnchor: null });
  });

  it('document 3 §4: the help modal goes INACTIVE -> MODAL on open and back to INACTIVE on hide', () => {
    const open = openHelpModal('/parts', 'settings-parts/parts');
    expect(open).toEqual({ helpMode: 'MODAL', helpPage: '/parts', helpAnchor: 'settings-parts/parts' });
    expect(hideHelp()).toEqual(INACTIVE_HELP);
  });

  it('the overlay tips toggle between TOOLTIP and INACTIVE', () => {
    const on = toggleHelpTooltips(INACTIVE_HELP, '/');
    expect(on.helpMode).toBe('TOOLTIP');
    expect(toggleHelpTooltips(on, '/')).toEqual(INACTIVE_HELP);
  });

  it('is kept per tab in session storage; a damaged value reads as INACTIVE', () => {
    const store = new MemoryKeyValueStore();
    expect(readHelpState(store)).toEqual(INACTIVE_HELP);
    writeHelpState(store, openHelpModal('/shifts'));
    expect(readHelpState(store)).toEqual({ helpMode: 'MODAL', helpPage: '/shifts', helpAnchor: null });
    store.setItem('help-state', '{"helpMode":"LOUD"}');
    expect(readHelpState(store)).toEqual(INACTIVE_HELP);
    store.setItem('help-state', 'not json');
    expect(readHelpState(store)).toEqual(INACTIVE_HELP);
  });
});
