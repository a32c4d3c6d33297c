export { userAppearance } from './manifest';
