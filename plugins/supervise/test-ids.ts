export const superviseIds = { page: 'supervise-page', statusPanel: 'backend-status-panel', companies: 'supervise-companies', users: 'supervise-users', notices: 'supervise-notices' } as const;
