// The websockets /ws/backend_state/ and /ws/live/ and the backend-state read calls (protocol.ts has the messages).
export { socketRoutes, createSocketRoutes, BACKEND_STATE_SOCKET_PATH, LIVE_SOCKET_PATH, type SocketRoutesOptions } from './socket-routes';
export { CLOSE_CODES, MAX_MESSAGE_BYTES } from './protocol';
export { STATE_KEYS, type SessionInfo, type StateKey } from './state-keys';
