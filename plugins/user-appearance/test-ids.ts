/** data-testids of the Appearance screen (re-used by the browser tests). */
export const appearanceIds = {
  page: 'user-appearance-page',
} as const;
