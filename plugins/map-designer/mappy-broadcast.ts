import { MAPPY_CHANNEL, parseMappyMessage, type MappyMessage } from '../../core/map-design';
import type { AssignmentChannel } from './map-editor.view-model';

/**
 * The MAPPY BroadcastChannel (document 2 §7): assignments are announced to the other tabs; a
 * received message is validated and anything else is refused with 'Invalid MAPPY channel message!'.
 */
export class MappyBroadcast implements AssignmentChannel {
  private readonly channel: BroadcastChannel | null;
  private listeners = new Set<(m: MappyMessage) => void>();
  private errorListeners = new Set<(e: Error) => void>();

  constructor() {
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(MAPPY_CHANNEL);
    if (this.channel) this.channel.onmessage = (e: MessageEvent) => this.deliver(e.data);
  }

  /** Validates and hands a message to the listeners; throws 'Invalid MAPPY channel message!' for anything else. */
  deliver(data: unknown): void {
    let message: MappyMessage;
    try {
      message = parseMappyMessage(data);
    } catch (e) {
      console.error(e);
      for (const l of this.errorListeners) l(e as Error);
      return;
    }
    for (const l of this.listeners) l(message);
  }

  post(message: MappyMessage): void {
    this.channel?.postMessage(parseMappyMessage(message));
  }

  listen(onMessage: (m: MappyMessage) => void, onError: (e: Error) => void): () => void {
    this.listeners.add(onMessage);
    this.errorListeners.add(onError);
    return () => {
      this.listeners.delete(onMessage);
      this.errorListeners.delete(onError);
    };
  }
}
