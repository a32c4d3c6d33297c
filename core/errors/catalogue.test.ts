import { describe, expect, it } from 'vitest';
import * as catalogue from './catalogue';
import type { Toast } from './toast';

describe('error catalogue texts are verbatim from the specification', () => {
  it.each([
    ['document 1 §8 preset error toast', catalogue.PRESET_NOT_FOUND, 'Preset not found'],
    ['document 1 §8 preset error toast', catalogue.PRESET_NOT_FOUND_FOR_DEACTIVATION, 'Preset not found for deactivation.'],
    ['document 1 §8 preset error toast', catalogue.PRESET_CANNOT_DELETE_DEFAULT, 'Cannot delete the default preset.'],
    ['document 1 §8 map error toast', catalogue.NON_ADMIN_DEFAULT_MAP, 'You are a non-admin and cannot edit the default map!'],
    ['document 3 §5 preset rule', catalogue.PRESET_NO_PAYLOAD, 'No preset payload found!'],
    ['document 3 §5 preset rule', catalogue.PRESET_DEFAULT_ONLY_ONE, 'Cannot set default to false if no other presets exist!'],
    ['document 3 §5 preset rule', catalogue.PRESET_YOU_CANNOT_DELETE_DEFAULT, 'You cannot delete the default preset!'],
    ['document 1 §4 delete confirmation', catalogue.PRESET_DELETE_CONFIRM, 'Are you sure you want to delete this preset?'],
    ['document 1 §4 other-author prompt', catalogue.PRESET_OTHER_AUTHOR, 'You are an admin editing a preset that you did not create. Proceed?'],
    ['document 1 §6 demo tooltip', catalogue.DISABLED_FOR_DEMO, 'Disabled for demo'],
    ['document 1 §4 server reply', catalogue.JWT_NO_COMPANY, 'JWT: NO COMPANY!'],
    ['document 1 §4 server reply', catalogue.JWT_REFRESH_SESSION, 'JWT: REFRESH SESSION!'],
    ['document 1 §8 auth alert', catalogue.authErrorAlert('invalid_state'), 'Error: invalid_state. Check the console for further details.'],
    ['document 1 §8 map error', catalogue.NO_ACTIVE_MAP_DATA, 'No active map data!'],
    ['document 1 §8 map error', catalogue.mapNotActive('Plant 1'), 'Cannot save map data for map Plant 1 because it is not the active map!'],
    ['document 1 §8 developer error', catalogue.OVERLAY_NOT_AVAILABLE, 'Overlay not available! Check App.vue!'],
    ['document 1 §5 map check', catalogue.NO_ACTIVE_MAP_PRESET, 'No active map preset found'],
    ['document 1 §5 map check', catalogue.INVALID_MAP_DESIGN_DATA, 'Invalid map design data'],
    ['document 2 §4 table', catalogue.TABLE_NO_RESULTS, 'No results found.'],
    ['document 2 §4 table', catalogue.TABLE_ERROR, 'Table Error! (Check console log for details)'],
    ['document 2 §4 table', catalogue.TABLE_REMEMBERED_FILTERS, 'Using previously entered report filters...'],
    ['document 2 §4 toggle confirm', catalogue.toggleConfirmation('Planned'), 'Are you sure you want to change the toggle to Planned?'],
    ['document 2 §8 thrown', catalogue.PDF_CONTENT_MISSING, 'PDF content element not found'],
    ['document 2 §8 thrown', catalogue.entityNotFound('M12'), 'Entity not found: M12'],
    ['document 2 §8 thrown', catalogue.INVALID_MAPPY_MESSAGE, 'Invalid MAPPY channel message!'],
    ['document 2 §8 thrown', catalogue.NO_ACTIVE_MAP, 'No active map'],
    ['document 2 §8 callback column', catalogue.CALLBACK_COLUMN_MISSING, 'N/A'],
    ['document 3 §4 cookies refused', catalogue.COOKIES_REFUSED, 'You may not login without granting permission to use cookies as this disables basic authentication functionality.'],
    ['document 3 §8 dropdown log', catalogue.NO_VALUE_FIELD, 'No valueField defined for GQLDropdown'],
    ['document 3 §2.1 dashboard', catalogue.DATA_NOT_FOUND_HINT, 'Try changing the metric or the time range to find data.'],
    ['document 3 §2.4 dashboard', catalogue.CUSTOM_DASHBOARD_UNAVAILABLE, 'Custom Dashboard Unavailable'],
    ['document 3 §2.7 overlay', catalogue.socketDisconnected('OEE Workbench'), 'Whoops! The OEE Workbench socket disconnected... Please wait while we reload this page:'],
  ])('%s: %j', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['admin confirmation: make default', catalogue.PRESET_MAKE_DEFAULT],
    ['admin confirmation: remove default', catalogue.PRESET_REMOVE_DEFAULT],
    ['admin confirmation: make public', catalogue.PRESET_MAKE_PUBLIC],
    ['admin confirmation: remove public', catalogue.PRESET_REMOVE_PUBLIC],
  ])('preset %s is followed by "Are you sure?"', (_rule, text) => {
    expect(text).toMatch(/^You are about to .+\. Are you sure\?$/);
  });
  it('the make-public warning reads as document 3 §4 quotes it', () => {
    expect(catalogue.PRESET_MAKE_PUBLIC.startsWith('You are about to make this preset public')).toBe(true);
  });

  it.each<[string, Toast, Toast]>([
    ['document 1 §8 info toast (3 s)', catalogue.NO_HELP_TOAST, { severity: 'info', summary: 'No Help', detail: 'There is no help available for the current view.', life: 3000 }],
    ['document 1 §8 warn toast (5 s)', catalogue.SHIFT_START_MISSING_TOAST, { severity: 'warn', summary: 'Shift start time(s) not found', detail: 'Please add shift times in Shift Management', life: 5000 }],
    ['document 1 §8 warn toast (5 s)', catalogue.SHIFT_END_MISSING_TOAST, { severity: 'warn', summary: 'Shift end time(s) not found', detail: 'Please add shift times in Shift Management', life: 5000 }],
    ['document 1 §8 preset error toast (4 s)', catalogue.presetErrorToast('Preset not found'), { severity: 'error', summary: 'Error', detail: 'Preset not found', life: 4000 }],
    ['document 2 §8 export limit warning (10 s)', catalogue.EXPORT_LIMIT_TOAST, { severity: 'warn', summary: 'Warning', detail: 'The number of records exceeds the limit of 100000. Please refine your search.', life: 10000 }],
    ['document 2 §8 save failure (5 s)', catalogue.recordSaveFailureToast('bad'), { severity: 'error', summary: 'API Error', detail: 'bad', life: 5000 }],
    ['document 2 §8 remove failure (3 s)', catalogue.removeFailureToast('bad'), { severity: 'error', summary: 'Error', detail: 'bad', life: 3000 }],
    ['document 2 §8 created (5 s)', catalogue.RECORD_CREATED_TOAST, { severity: 'success', summary: 'Success', detail: 'Record created successfully', life: 5000 }],
    ['document 2 §8 updated (5 s)', catalogue.RECORD_UPDATED_TOAST, { severity: 'success', summary: 'Success', detail: 'Record updated successfully', life: 5000 }],
    ['document 2 §8 removed (3 s)', catalogue.REMOVE_SUCCESS_TOAST, { severity: 'success', summary: 'Remove Success', detail: 'Removed successfully!', life: 3000 }],
    ['document 2 §8 average updated (2 s)', catalogue.AVERAGE_UPDATED_TOAST, { severity: 'success', summary: 'Success', detail: 'Average updated successfully!', life: 2000 }],
    ['document 2 §6 demo mode', catalogue.DEMO_MODE_TOAST, { severity: 'warn', summary: 'Demo Mode', detail: 'This action is disabled in demo mode', life: 5000 }],
    ['document 2 §8 timeline average failure (error toast, 8 s)', catalogue.errorToast('bad'), { severity: 'error', summary: 'Error', detail: 'bad', life: 8000 }],
    ['document 3 §8 target save failure (10 s)', catalogue.targetSaveFailureToast('x'), { severity: 'error', summary: 'API Error', detail: 'x', life: 10000 }],
    ['document 3 §8 target saved (3 s)', catalogue.TARGET_SAVED_TOAST, { severity: 'success', summary: 'Success', detail: 'Values updated successfully!', life: 3000 }],
    ['document 3 §8 contact failure (8 s)', catalogue.CONTACT_FAILURE_TOAST, { severity: 'error', summary: 'Error', detail: 'There was an error sending your message. Please try again.', life: 8000 }],
    ['document 3 §8 contact success (3 s)', catalogue.CONTACT_SUCCESS_TOAST, { severity: 'success', summary: 'Message Sent', detail: 'Thank you for contacting us. We will be in touch shortly.', life: 3000 }],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('every toast lifetime lies between 2000 and 10000 ms (document 1 §9)', () => {
    for (const life of Object.values(catalogue.TOAST_LIFE)) {
      expect(life).toBeGreaterThanOrEqual(catalogue.TOAST_LIFE_MIN);
      expect(life).toBeLessThanOrEqual(catalogue.TOAST_LIFE_MAX);
    }
  });

  it.each([
    ['document 1 §2 sign out', catalogue.SIGN_OUT_CONFIRMATION, { header: 'Please Confirm', message: 'Do you want to Sign Out?' }],
    ['document 2 §8 remove inventory', catalogue.REMOVE_INVENTORY_CONFIRMATION, { header: 'Remove Inventory', message: 'Are you sure you want to remove this inventory?' }],
    ['document 2 §8 remove location', catalogue.REMOVE_LOCATION_CONFIRMATION, { header: 'Remove Location', message: 'Are you sure you want to remove this location?' }],
    ['document 2 §5 unsaved map', catalogue.UNSAVED_MAP_CONFIRMATION, { header: 'Unsaved Changes', message: 'Are you sure you want to navigate away and lose any unsaved map design?' }],
    ['document 2 §5 clear backdrop', catalogue.CLEAR_BACKDROP_CONFIRMATION, { header: 'Clear current drawing?', message: 'Are you sure you want to clear the current backdrop?', accept: 'Yes, Clear All' }],
  ])('confirmation dialog: %s', (_rule, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
