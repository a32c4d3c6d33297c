/** What the features page and the landing page say the product does (ARCHITECTURE.md §1 and §6). */
export interface Feature {
  icon: string; // PrimeIcons class
  title: string;
  text: string;
}

export interface FeatureGroup {
  id: string;
  title: string;
  intro: string;
  features: Feature[];
}

export const FEATURE_GROUPS: FeatureGroup[] = [
  {
    id: 'measure',
    title: 'Measure what the line really does',
    intro: 'Every number is computed from raw production events and schedules, the same way on the server and on screen.',
    features: [
      { icon: 'pi pi-percentage', title: 'OEE, the standard way', text: 'Efficiency = availability × performance × quality, for each machine, area, site and the whole company, per shift and per day.' },
      { icon: 'pi pi-gauge', title: 'Speed and scrap loss', text: 'See how much output slow cycles and scrap cost you, next to units produced, good, reworked, rejected and scrapped.' },
      { icon: 'pi pi-clock', title: 'Planned and unplanned downtime', text: 'Downtime events carry reasons and a planned flag, are split at shift boundaries (overnight shifts included) and clipped to the shift window.' },
      { icon: 'pi pi-sitemap', title: 'Roll-ups you can trust', text: 'Areas, sites and the company roll up from summed seconds and counts, never from averaged percentages.' },
    ],
  },
  {
    id: 'explore',
    title: 'Explore it the way your team works',
    intro: 'One data explorer for operators, supervisors and managers: pick an entity, a day or a range, a shift, and a view.',
    features: [
      { icon: 'pi pi-chart-bar', title: 'Graphs', text: 'The active metric over time with up to 15 side charts, for a single day or a date range, shifts combined or apart.' },
      { icon: 'pi pi-map', title: 'Floor maps', text: 'Draw your plant once in the map designer and watch metric cards, gauges and checks on every machine.' },
      { icon: 'pi pi-table', title: 'Reports with export', text: 'Transaction, schedule and inventory reports with filters and sorting, exported to xlsx or PDF.' },
      { icon: 'pi pi-exclamation-triangle', title: 'Exception analysis', text: 'Downtime, scrap, reject and rework by reason, so the next improvement project picks itself.' },
    ],
  },
  {
    id: 'share',
    title: 'Share views, not screenshots',
    intro: 'Save what you are looking at and hand it to the next shift.',
    features: [
      { icon: 'pi pi-bookmark', title: 'Presets', text: 'Save entity, time, shift and metric layout as a preset; make it public or the company default; undo and redo every change.' },
      { icon: 'pi pi-desktop', title: 'Customer dashboards', text: 'Dedicated dashboards for coating-line KPIs, performance, paint-line yield and material requirements planning.' },
      { icon: 'pi pi-users', title: 'Roles', text: 'Users, managers and admins, each company seeing only its own data; a demo account for visitors.' },
      { icon: 'pi pi-bell', title: 'Live state', text: 'A live indicator shows while data is regenerating, and scheduled maintenance windows appear as a banner.' },
    ],
  },
  {
    id: 'platform',
    title: 'Built on boring, open technology',
    intro: 'Nothing to license and nothing exotic to operate.',
    features: [
      { icon: 'pi pi-bolt', title: 'Zero-setup start', text: '“npm install && npm start” runs the server on an embedded PostgreSQL with a generated demo plant. No database to install.' },
      { icon: 'pi pi-database', title: 'A path to scale', text: 'Point DATABASE_URL at your PostgreSQL server; shard by company with Citus or keep events in TimescaleDB when the data grows.' },
      { icon: 'pi pi-share-alt', title: 'Hasura-compatible GraphQL', text: 'Read every table through /v1/graphql with filters, aggregates and subscriptions, using Hasura’s own metadata format.' },
      { icon: 'pi pi-github', title: 'Open source', text: 'Read the code, run it on your own servers, change it. Sign in through the embedded OpenID provider or your Auth0 tenant.' },
    ],
  },
];
