/** Thrown when a navigation action or a loaded navigation state is invalid; the state is left as it was. */
export class NavStateError extends Error {
  override readonly name = 'NavStateError';
}
