/** Injected at build time by vite.config.ts (`define`); 'dev' when running unbuilt (tests). */
declare const __GIT_HASH__: string | undefined;
declare const __BUILD_DATE__: string | undefined;
declare const __MERGE_DATE__: string | undefined;

export interface BuildInfo {
  gitHash: string;
  buildDate: string;
  mergeDate: string;
}

export const BUILD_INFO: BuildInfo = {
  gitHash: typeof __GIT_HASH__ === 'string' ? __GIT_HASH__ : 'dev',
  buildDate: typeof __BUILD_DATE__ === 'string' ? __BUILD_DATE__ : 'dev',
  mergeDate: typeof __MERGE_DATE__ === 'string' ? __MERGE_DATE__ : 'dev',
};
