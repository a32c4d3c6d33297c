import { expect, it } from 'vitest';
import { scalarName } from './pg-scalars';

it.each([
  ['int4', 'Int'],
  ['int8', 'bigint'],
  ['numeric', 'numeric'],
  ['float8', 'float8'],
  ['text', 'String'],
  ['varchar', 'String'],
  ['bool', 'Boolean'],
  ['timestamptz', 'timestamptz'],
  ['date', 'date'],
  ['jsonb', 'jsonb'],
  ['interval', 'interval'],
])('PostgreSQL %s is Hasura scalar %s', (udt, scalar) => {
  expect(scalarName(udt)).toBe(scalar);
});
