export { userProfile } from './manifest';
