export * from './downtime-ack-store';
export * from './downtime-banner';
export * from './downtime-text';
export * from './scheduled-downtime';
