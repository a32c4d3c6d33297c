import type { IPublishPacket, MqttClient } from 'mqtt';

/**
 * Given to mqtt.js's handleMessage callback for a QoS 1 message: mqtt.js then sends no PUBACK and
 * goes on to the next packet (handlers/publish.js: `if (err) return done(err)`, and the packet pump
 * ignores the error), so messages keep arriving while earlier ones are being stored. mqtt.js
 * otherwise handles one message at a time and acknowledges it before reading the next.
 */
export const ACK_AFTER_STORING = new Error('acknowledged once its batch is stored');

/** What a received message's PUBACK needs: its packet id and the connection it came on. */
export interface HeldAck {
  packet: IPublishPacket;
  stream: unknown;
}

export const holdAck = (client: MqttClient, packet: IPublishPacket): HeldAck => ({ packet, stream: client.stream });

/**
 * Sends a held message's PUBACK, once its events are stored. Only on the connection it came on: a
 * message of a dropped connection is delivered again by the broker (its id may by then name another
 * message), and mqtt.js would queue a PUBACK sent while disconnected for the next connection.
 * mqtt.js has no public call for a PUBACK; `_sendPacket` is the one its own handler uses.
 */
export function sendHeldAck(client: MqttClient, held: HeldAck): boolean {
  if (held.packet.qos !== 1 || held.packet.messageId === undefined) return true;
  if (!client.connected || client.stream !== held.stream) return false;
  const send = (client as unknown as { _sendPacket(p: { cmd: 'puback'; messageId: number; reasonCode: number }, cb: () => void): void })._sendPacket;
  send.call(client, { cmd: 'puback', messageId: held.packet.messageId, reasonCode: 0 }, () => {});
  return true;
}
