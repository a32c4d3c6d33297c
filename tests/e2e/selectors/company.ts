export { companyIds } from '../../../plugins/company/test-ids';
export { profileIds } from '../../../plugins/user-profile/test-ids';
export { superviseIds } from '../../../plugins/supervise/test-ids';
