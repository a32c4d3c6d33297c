export const superviseIds = { page: 'supervise-page', statusPanel: 'backend-status-panel', companies: 'supervise-companies', users: 'supervise-users' } as const;
