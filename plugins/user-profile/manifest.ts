import type { PluginManifest } from '../../workbench/api';

/** User Menu > Profile (document 1 §2, §3): names, job title, phone, time zone, password. Hidden in demo mode. */
export const userProfile: PluginManifest = {
  id: 'user-profile',
  title: 'Profile',
  enabledWhen: { not: { demo: true } },
  contributes: {
    routes: [{ path: '/profile', title: 'Profile', page: () => import('./profile-page').then((m) => ({ default: m.ProfilePage })) }],
    sidebarEntries: [{ id: 'user-profile.profile', tab: 'user', order: 10, label: 'Profile', icon: 'pi pi-id-card', to: '/profile' }],
    helpKeys: [
      {
        key: 'user-profile/profile',
        title: 'Profile',
        body: 'Your name, job title, phone and time zone. Times on every screen are shown in this time zone. Change your password here too: the current one is asked first.',
      },
    ],
  },
};
