export const superviseIds = {
  page: 'supervise-page',
  statusPanel: 'backend-status-panel',
  companies: 'supervise-companies',
  users: 'supervise-users',
  notices: 'supervise-notices',
  noticeList: 'supervise-notice-list',
  noticesEmpty: 'supervise-notices-empty',
  noticeForm: 'supervise-notice-form',
} as const;
