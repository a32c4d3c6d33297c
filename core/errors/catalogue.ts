import type { Confirmation, Toast } from './toast';

/**
 * Every user-facing text of the three specification documents' error catalogues, in one place
 * (document 1 section 8, document 2 section 8, document 3 sections 4 and 8, plus the fixed texts
 * of the dialogs and guards those sections name). Screens import these; they never retype a text.
 */

// --- Toast lifetimes (ms) -------------------------------------------------------------------
export const TOAST_LIFE = {
  presetError: 4000,
  warn: 5000,
  info: 3000,
  success: 3000,
  error: 8000,
  recordSaved: 5000,
  saveFailure: 5000,
  removeResult: 3000,
  averageUpdated: 2000,
  exportLimit: 10000,
  targetSaveFailure: 10000,
} as const;
/** Document 1 section 9: toast lifetimes range from 2000 to 10000 ms. */
export const TOAST_LIFE_MIN = 2000;
export const TOAST_LIFE_MAX = 10000;

// --- Generic ---------------------------------------------------------------------------------
export const API_ERROR = 'API Error';
export const ERROR_TITLE = 'Error';
export const SUCCESS_TITLE = 'Success';

// --- Authentication and session (document 1 section 4 and 8, document 3 section 4) ------------
export const authErrorAlert = (error: string): string => `Error: ${error}. Check the console for further details.`;
export const LOGIN_REQUIRED = 'login_required';
export const JWT_NO_COMPANY = 'JWT: NO COMPANY!';
export const JWT_REFRESH_SESSION = 'JWT: REFRESH SESSION!';
export const COOKIES_REFUSED =
  'You may not login without granting permission to use cookies as this disables basic authentication functionality.';
export const ALLOW_COOKIES_HEADER = 'Allow Cookies';
export const ACCEPT_TERMS_HEADER = 'Accept Terms';
/** Kiosk login token texts: our wording (document 1 §4 rule 4 gives none); format base64(email:password). */
export const KIOSK_TOKEN_EMPTY = 'The kiosk login token is empty.';
export const KIOSK_TOKEN_NOT_BASE64 = 'The kiosk login token is not valid base64 text.';
export const KIOSK_TOKEN_NOT_PAIR = 'The kiosk login token must decode to "email:password" with a non-empty password.';
export const KIOSK_TOKEN_BAD_EMAIL = 'The kiosk login token does not start with a valid email address.';
export const SIGN_OUT_CONFIRMATION = { header: 'Please Confirm', message: 'Do you want to Sign Out?' } satisfies Confirmation;
export const unauthorisedRouteWarning = (path: string): string => `Unauthorised access to ${path}: redirected to /`;
/** An address no route answers (issue 8: logged like an unauthorised one, then /). */
export const unknownRouteWarning = (path: string): string => `Unknown route ${path}: redirected to /`;
export const socketDisconnected = (product: string): string =>
  `Whoops! The ${product} socket disconnected... Please wait while we reload this page:`;

// --- Presets (document 1 sections 4 and 8, document 3 sections 4, 5 and 8) --------------------
export const PRESET_NOT_FOUND = 'Preset not found';
export const PRESET_NOT_FOUND_FOR_DEACTIVATION = 'Preset not found for deactivation.';
/** Listed in document 1 §8 only; a delete of the default shows document 3 §5's wording below (checkDelete). */
export const PRESET_CANNOT_DELETE_DEFAULT = 'Cannot delete the default preset.';
export const PRESET_YOU_CANNOT_DELETE_DEFAULT = 'You cannot delete the default preset!';
export const PRESET_NO_PAYLOAD = 'No preset payload found!';
export const PRESET_DEFAULT_ONLY_ONE = 'Cannot set default to false if no other presets exist!';
export const NON_ADMIN_DEFAULT_MAP = 'You are a non-admin and cannot edit the default map!';
/** Not worded by the specification ("a non-admin cannot edit a preset that is the default"); mirrors the map text. */
export const NON_ADMIN_DEFAULT_PRESET = 'You are a non-admin and cannot edit the default preset!';
/** Not worded by the specification ("only admins may change a preset's default or public flag"). */
export const NON_ADMIN_PRESET_FLAGS = 'Only an admin can change the default or public flag of a preset!';
/** Not worded by the specification (preset name rules are "not shown"); a blank name is refused. */
export const PRESET_NAME_REQUIRED = 'A preset needs a name.';
export const DISABLED_FOR_DEMO = 'Disabled for demo';
export const PRESET_DELETE_CONFIRM = 'Are you sure you want to delete this preset?';
export const ARE_YOU_SURE = 'Are you sure?';
export const PRESET_MAKE_DEFAULT = `You are about to make this preset the default. ${ARE_YOU_SURE}`;
export const PRESET_REMOVE_DEFAULT = `You are about to remove this preset as the default. ${ARE_YOU_SURE}`;
export const PRESET_MAKE_PUBLIC = `You are about to make this preset public. ${ARE_YOU_SURE}`;
export const PRESET_REMOVE_PUBLIC = `You are about to remove this preset from public view. ${ARE_YOU_SURE}`;
export const PRESET_OTHER_AUTHOR = 'You are an admin editing a preset that you did not create. Proceed?';
export const presetErrorToast = (message: string): Required<Toast> => ({
  severity: 'error',
  summary: ERROR_TITLE,
  detail: message,
  life: TOAST_LIFE.presetError,
});

// --- Shell: help, shifts (document 1 section 8) -----------------------------------------------
export const NO_HELP_TOAST = {
  severity: 'info',
  summary: 'No Help',
  detail: 'There is no help available for the current view.',
  life: TOAST_LIFE.info,
} satisfies Toast;
export const SHIFT_TIMES_HINT = 'Please add shift times in Shift Management';
export const SHIFT_START_MISSING_TOAST = { severity: 'warn', summary: 'Shift start time(s) not found', detail: SHIFT_TIMES_HINT, life: TOAST_LIFE.warn } satisfies Toast;
export const SHIFT_END_MISSING_TOAST = { severity: 'warn', summary: 'Shift end time(s) not found', detail: SHIFT_TIMES_HINT, life: TOAST_LIFE.warn } satisfies Toast;
export const OVERLAY_NOT_AVAILABLE = 'Overlay not available! Check App.vue!';

// --- Maps (document 1 sections 5 and 8, document 2 sections 5 and 8) --------------------------
export const NO_ACTIVE_MAP_DATA = 'No active map data!';
export const NO_ACTIVE_MAP = 'No active map';
export const NO_ACTIVE_MAP_PRESET = 'No active map preset found';
export const INVALID_MAP_DESIGN_DATA = 'Invalid map design data';
/** Document 2 §8: the internal error of a map scene mounted without the container of its canvas. */
export const MAP_CONTAINER_MISSING = 'Map canvas container element not found';
export const mapNotActive = (name: string): string => `Cannot save map data for map ${name} because it is not the active map!`;
export const INVALID_MAPPY_MESSAGE = 'Invalid MAPPY channel message!';
export const NO_MAP_PROMPT = 'Select a Map or... Click me to create a map!';
/** Not worded by the specification for maps; the sidebar's preset delete question, for a map card's Delete. */
export const mapDeleteConfirmation = (name: string): Confirmation => ({ header: 'Delete Map', message: `Are you sure you want to delete the map ${name}?`, accept: 'Delete' });
export const UNSAVED_MAP_CONFIRMATION = {
  header: 'Unsaved Changes',
  message: 'Are you sure you want to navigate away and lose any unsaved map design?',
} satisfies Confirmation;
export const CLEAR_BACKDROP_CONFIRMATION = {
  header: 'Clear current drawing?',
  message: 'Are you sure you want to clear the current backdrop?',
  accept: 'Yes, Clear All',
} satisfies Confirmation;

// --- Tables, records and exports (document 2 sections 4 and 8) -------------------------------
export const TABLE_NO_RESULTS = 'No results found.';
export const TABLE_ERROR = 'Table Error! (Check console log for details)';
export const TABLE_REMEMBERED_FILTERS = 'Using previously entered report filters...';
export const toggleConfirmation = (value: string): string => `Are you sure you want to change the toggle to ${value}?`;
export const CALLBACK_COLUMN_MISSING = 'N/A';
export const LOADING = 'Loading...';
export const EXPORT_ROW_LIMIT = 100000;
export const EXPORT_LIMIT_TOAST = {
  severity: 'warn',
  summary: 'Warning',
  detail: `The number of records exceeds the limit of ${EXPORT_ROW_LIMIT}. Please refine your search.`,
  life: TOAST_LIFE.exportLimit,
} satisfies Toast;
export const recordSaveFailureToast = (detail: string): Required<Toast> => ({ severity: 'error', summary: API_ERROR, detail, life: TOAST_LIFE.saveFailure });
export const removeFailureToast = (detail: string): Required<Toast> => ({ severity: 'error', summary: ERROR_TITLE, detail, life: TOAST_LIFE.removeResult });
/** An error toast with the parsed API error, e.g. a failed timeline-average save (document 2 §8; lifetime not given). */
export const errorToast = (detail: string): Required<Toast> => ({ severity: 'error', summary: ERROR_TITLE, detail, life: TOAST_LIFE.error });
export const RECORD_CREATED_TOAST = { severity: 'success', summary: SUCCESS_TITLE, detail: 'Record created successfully', life: TOAST_LIFE.recordSaved } satisfies Toast;
export const RECORD_UPDATED_TOAST = { severity: 'success', summary: SUCCESS_TITLE, detail: 'Record updated successfully', life: TOAST_LIFE.recordSaved } satisfies Toast;
export const REMOVE_SUCCESS_TOAST = { severity: 'success', summary: 'Remove Success', detail: 'Removed successfully!', life: TOAST_LIFE.removeResult } satisfies Toast;
export const AVERAGE_UPDATED_TOAST = { severity: 'success', summary: SUCCESS_TITLE, detail: 'Average updated successfully!', life: TOAST_LIFE.averageUpdated } satisfies Toast;
export const REMOVE_INVENTORY_CONFIRMATION = { header: 'Remove Inventory', message: 'Are you sure you want to remove this inventory?' } satisfies Confirmation;
export const REMOVE_LOCATION_CONFIRMATION = { header: 'Remove Location', message: 'Are you sure you want to remove this location?' } satisfies Confirmation;
export const DEMO_MODE_TOAST = { severity: 'warn', summary: 'Demo Mode', detail: 'This action is disabled in demo mode', life: TOAST_LIFE.warn } satisfies Toast;
export const PDF_CONTENT_MISSING = 'PDF content element not found';
export const entityNotFound = (euid: string): string => `Entity not found: ${euid}`;

// --- Dashboards (document 2 section 2, document 3 sections 2 and 8) --------------------------
export const DATA_NOT_FOUND = 'Data not found';
export const DATA_NOT_FOUND_HINT = 'Try changing the metric or the time range to find data.';
export const DATA_REGEN_IN_PROGRESS = 'Data regen in progress';
export const SCHEDULE_DATA_NOT_FOUND = 'Schedule data not found';
export const CUSTOM_DASHBOARD_UNAVAILABLE = 'Custom Dashboard Unavailable';
export const targetSaveFailureToast = (detail: string): Required<Toast> => ({ severity: 'error', summary: API_ERROR, detail, life: TOAST_LIFE.targetSaveFailure });
export const TARGET_SAVED_TOAST = { severity: 'success', summary: SUCCESS_TITLE, detail: 'Values updated successfully!', life: TOAST_LIFE.success } satisfies Toast;
export const NO_VALUE_FIELD = 'No valueField defined for GQLDropdown';

// --- Contact form (document 3 section 8) -----------------------------------------------------
export const CONTACT_FAILURE_TOAST = {
  severity: 'error',
  summary: ERROR_TITLE,
  detail: 'There was an error sending your message. Please try again.',
  life: TOAST_LIFE.error,
} satisfies Toast;
export const CONTACT_SUCCESS_TOAST = {
  severity: 'success',
  summary: 'Message Sent',
  detail: 'Thank you for contacting us. We will be in touch shortly.',
  life: TOAST_LIFE.success,
} satisfies Toast;
