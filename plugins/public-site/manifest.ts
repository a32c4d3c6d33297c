import type { PluginManifest } from '../../workbench/api';

/**
 * The public marketing site (document 3 §2.6, document 1 §2): landing, features, pricing, demo and
 * support, open to anyone. Pages load lazily and pull in no chart, grid, map, 3D, auth or GraphQL
 * library, so the first page a visitor opens stays small.
 */
export const publicSite: PluginManifest = {
  id: 'public-site',
  title: 'Public site',
  module: () => import('./module').then((m) => m.publicSiteModule),
  contributes: {
    routes: [
      { path: '/', access: 'public', title: 'Home', page: () => import('./pages/landing-page').then((m) => ({ default: m.LandingPage })) },
      { path: '/features', access: 'public', title: 'Features', page: () => import('./pages/features-page').then((m) => ({ default: m.FeaturesPage })) },
      { path: '/pricing', access: 'public', title: 'Pricing', page: () => import('./pages/pricing-page').then((m) => ({ default: m.PricingPage })) },
      { path: '/demo', access: 'public', title: 'Demo', page: () => import('./pages/demo-page').then((m) => ({ default: m.DemoPage })) },
      { path: '/support', access: 'public', title: 'Support', page: () => import('./pages/support-page').then((m) => ({ default: m.SupportPage })) },
    ],
  },
};
