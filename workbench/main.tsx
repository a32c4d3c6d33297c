import 'primereact/resources/themes/lara-dark-blue/theme.css';
import 'primeicons/primeicons.css';
import './shell/shell.css';
import './shell/theme-choices.css';
import { createRoot } from 'react-dom/client';
import { plugins } from '../plugins/index';
import { App } from './host/app';
import { hasSessionHint, storageKeys } from './host/session-hint';
import { createPlatform } from './platform.module';
import { PluginContainers } from './plugin-host/plugin-containers';
import { validateManifests } from './plugin-host/validate-manifests';
import { applyStartupTheme } from './shell/theme';
import { AppStore } from './api/app-store';
import { markVisited } from '../core/session/app-store';
import { PluginCatalog } from './api/plugin-toggles';
import { captureSignInReturn } from './explorer/landing';
import { capturePendingShare } from './explorer/pending-share';
import { SessionStore as TabStorage, type KeyValueStore } from '../core/platform';

// The composition root: the only workbench file that knows the plugin list.
validateManifests(plugins);
// One names object shared by the session store and the route guards; filled from the profile.
const platform = createPlatform();
platform.container.bind(PluginCatalog).toConstantValue(plugins);
const appStore = platform.container.get<AppStore>(AppStore);
applyStartupTheme(appStore);
appStore.update(markVisited); // document 3 §4: the first visit sets initial_tour
// A share link's id waits in the tab until the user is signed in and the explorer applies it.
capturePendingShare(window.location, platform.container.get<KeyValueStore>(TabStorage), (url) => window.history.replaceState(window.history.state, '', url));
// A return from the sign-in lands where the work is (issue 35 point 3), once the explorer has started.
captureSignInReturn(window.location, platform.container.get<KeyValueStore>(TabStorage));
const host = { plugins, containers: new PluginContainers(platform.container, plugins) };

// auth0 is loaded only when a session may exist (or, later, when the visitor signs in).
const booting = hasSessionHint(window.location, appStore.value, storageKeys(window.localStorage))
  ? platform.auth.start().catch((e: unknown) => console.error('sign-in:', e))
  : Promise.resolve();

createRoot(document.getElementById('root')!).render(<App platform={platform} host={host} booting={booting} />);
