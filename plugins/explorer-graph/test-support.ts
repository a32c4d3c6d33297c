// What the plugin's tests need from the workbench's public surface, in one import.
import type { BackendSessionInfo } from '../../core/session';
export { BackendState, createTestBed, SubjectBackendState } from '../../workbench/api';
export type BackendSessionInfoLike = BackendSessionInfo;
