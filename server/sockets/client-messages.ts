import type { RawData, WebSocket } from 'ws';
import type { z } from 'zod';
import type { Logger } from '../http/context';
import { CLOSE_CODES, MAX_MESSAGE_BYTES, errorMessage, parseClientMessage } from './protocol';

export interface ClientMessageOptions<T> {
  schema: z.ZodType<T>;
  knownTypes: readonly string[];
  log: Logger;
  maxBytes?: number;
  handle(message: T): void | Promise<void>;
}

const byteLength = (data: RawData): number =>
  Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data instanceof ArrayBuffer ? data.byteLength : data.length;

const asText = (data: RawData): string =>
  Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');

/**
 * The common intake of both sockets: oversized messages close the socket (1009), binary, malformed and
 * unknown messages get an ERROR and leave it open, valid ones go to handle() one at a time, in order.
 */
export function onClientMessages<T>(socket: WebSocket, options: ClientMessageOptions<T>): void {
  const maxBytes = options.maxBytes ?? MAX_MESSAGE_BYTES;
  let queue: Promise<void> = Promise.resolve();
  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (byteLength(data) > maxBytes) {
      socket.close(CLOSE_CODES.tooBig, `Message too big: the limit is ${maxBytes} bytes.`);
      return;
    }
    if (isBinary) {
      socket.send(errorMessage('Malformed message: expected a JSON text frame.'));
      return;
    }
    const parsed = parseClientMessage(asText(data), options.schema, options.knownTypes);
    if (!parsed.ok) {
      socket.send(errorMessage(parsed.detail));
      return;
    }
    // Handled in arrival order even when a handler awaits (a LOC_CHANGE right after the hello).
    queue = queue.then(async () => {
      try {
        await options.handle(parsed.message);
      } catch (e) {
        options.log.error(`websocket message failed: ${(e as Error).stack ?? String(e)}`);
        socket.send(errorMessage('API Error'));
      }
    });
  });
}
