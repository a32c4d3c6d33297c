// What the plugin's tests need from the workbench's public surface, in one import.
import type { BackendSessionInfo } from '../../core/session';
export { BackendState } from '../../workbench/api';
export { createTestBed, SubjectBackendState } from '../../workbench/testing';
export type BackendSessionInfoLike = BackendSessionInfo;
