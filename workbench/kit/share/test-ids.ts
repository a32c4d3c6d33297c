/** data-testids of the share action (the browser tests import them through tests/e2e/selectors). */
export const shareIds = {
  button: 'share-view',
  link: 'share-link',
  pending: 'share-pending',
} as const;
