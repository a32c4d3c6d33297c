/**
 * The map editor's Info tips (spec document 2, section 2). Error and confirmation texts of the map
 * screens live in the error catalogue (core/errors).
 */
export const MAP_EDITOR_TIPS = ['Ctrl+click multi-select', 'Ctrl+D duplicate', 'Ctrl+Z undo', 'Backspace delete'] as const;
