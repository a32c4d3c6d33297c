// data-testids of the public site; defined beside the components that render them.
export { PUBLIC_SITE_IDS } from '../../../plugins/public-site/test-ids';
