export const profileIds = { page: 'user-profile-page' } as const;
