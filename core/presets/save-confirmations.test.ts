import { describe, expect, it } from 'vitest';
import { saveConfirmations } from './save-confirmations';
import type { PresetUser } from './nav-preset';

const admin: PresetUser = { euid: 'U1', role: 'ADMIN', first_name: 'Ada', last_name: 'Admin' };
const own = { default: false, public: false, author_comp_prof: 'U1' };

describe('saveConfirmations (document 1 §4 and document 3 §4: admin confirmations on Save)', () => {
  it.each([
    ['nothing flagged changed on an own preset asks nothing', own, { default: false, public: false }, []],
    ['making it the default', own, { default: true, public: false }, ['You are about to make this preset the default. Are you sure?']],
    ['removing it as default', { ...own, default: true }, { default: false, public: false }, ['You are about to remove this preset as the default. Are you sure?']],
    ['making it public', own, { default: false, public: true }, ['You are about to make this preset public. Are you sure?']],
    ['removing it from public view', { ...own, public: true }, { default: false, public: false }, ['You are about to remove this preset from public view. Are you sure?']],
    [
      'another author, default and public together, in that order',
      { default: false, public: false, author_comp_prof: 'U2' },
      { default: true, public: true },
      [
        'You are an admin editing a preset that you did not create. Proceed?',
        'You are about to make this preset the default. Are you sure?',
        'You are about to make this preset public. Are you sure?',
      ],
    ],
  ])('%s', (_rule, before, after, expected) => {
    expect(saveConfirmations(before, after, admin)).toEqual(expected);
  });

  it('only admins get the confirmations (a manager editing another author\'s preset is not asked)', () => {
    const manager: PresetUser = { ...admin, role: 'MANAGER' };
    expect(saveConfirmations({ default: false, public: false, author_comp_prof: 'U2' }, { default: true, public: true }, manager)).toEqual([]);
  });
});
