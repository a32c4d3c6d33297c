/** data-testids of the customer dashboards (defined beside the components that use them). */
export { coatingIds } from '../../../plugins/dashboard-coating/test-ids';
export { paintlineIds } from '../../../plugins/dashboard-paintline/test-ids';
export { mrpIds } from '../../../plugins/dashboard-mrp/test-ids';
