import { describe, expect, it } from 'vitest';
import { testEntityTree } from '../testing/test-profile';
import { breadcrumbText } from './breadcrumb-text';

describe('breadcrumb', () => {
  const company = testEntityTree('Demo Plant');
  it('shows the selected entity name and description', () => {
    expect(breadcrumbText({ name: 'Press 1', desc: 'Press 1 machine' }, company)).toEqual({ name: 'Press 1', desc: 'Press 1 machine' });
  });
  it.each([[null], [undefined], [{ name: '', desc: '' }]])('falls back to the company name and description (%j)', (entity) => {
    expect(breadcrumbText(entity, company)).toEqual({ name: 'Demo Plant', desc: 'Demo Plant Inc.' });
  });
});
