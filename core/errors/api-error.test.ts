import { describe, expect, it } from 'vitest';
import { parseApiError, type ApiError } from './api-error';

describe('parseApiError (document 1, section 8: generic API error parser)', () => {
  it('step 1: a 404 gives the error\'s own message, even when the body has a detail', () => {
    const e: ApiError = { status: 404, message: 'Preset 7 does not exist', response: { status: 404, data: { detail: 'Not found.' } } };
    expect(parseApiError(e)).toBe('Preset 7 does not exist');
  });

  it('step 1: the 404 status may come from the response alone', () => {
    expect(parseApiError({ message: 'Request failed with status code 404', response: { status: 404, data: 'nope' } })).toBe(
      'Request failed with status code 404',
    );
  });

  it('step 2: otherwise response.data.detail when present', () => {
    expect(parseApiError({ status: 403, message: 'Forbidden', response: { status: 403, data: { detail: 'JWT: NO COMPANY!', name: ['x'] } } })).toBe(
      'JWT: NO COMPANY!',
    );
  });

  it('step 3: otherwise a string body is shown as it is', () => {
    expect(parseApiError({ status: 500, message: 'x', response: { status: 500, data: 'Something broke' } })).toBe('Something broke');
  });

  it('step 3: for a unique-constraint violation only the text after "DETAIL: " is shown', () => {
    const data = 'duplicate key value violates unique constraint "nav_navpreset_name_key"\nDETAIL:  Key (name)=(Efficiency) already exists.';
    expect(parseApiError({ status: 400, message: 'x', response: { status: 400, data } })).toBe('Key (name)=(Efficiency) already exists.');
  });

  it('step 3: a string body that is not a unique violation keeps its DETAIL text whole', () => {
    const data = 'check failed\nDETAIL: value too long';
    expect(parseApiError({ status: 400, response: { status: 400, data } })).toBe(data);
  });

  it.each([
    [{ name: ['This field is required.'], desc: ['Too long.'] }, 'This field is required.: NAME'],
    [{ part_name: 'Ensure this field has no more than 30 characters.' }, 'Ensure this field has no more than 30 characters.: PART_NAME'],
    [{ qty: [{ code: 'invalid' }] }, '{"code":"invalid"}: QTY'],
  ])('step 4: the first key of the response object gives "{first message}: {KEY}" (%j)', (data, expected) => {
    expect(parseApiError({ status: 400, message: 'Bad Request', response: { status: 400, data } })).toBe(expected);
  });

  it.each([
    ['no response', { status: 500, message: 'Network Error' }],
    ['an empty body object', { status: 400, response: { status: 400, data: {} } }],
    ['an empty string body', { status: 400, response: { status: 400, data: '' } }],
    ['a 404 without a message', { status: 404, response: { status: 404 } }],
    ['not an object at all', null],
  ])('step 5: falls back to "API Error" (%s)', (_case, error) => {
    expect(parseApiError(error)).toBe('API Error');
  });
});
