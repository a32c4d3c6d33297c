/** data-testids of the workbench shell and sign-in (defined beside the components that use them). */
export { shellIds } from '../../../workbench/shell/test-ids';
