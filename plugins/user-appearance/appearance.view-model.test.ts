import { describe, expect, it } from 'vitest';
import { ThemeChoices } from '../../workbench/api';
import { createTestBed } from '../../workbench/testing';
import { AppearanceViewModel } from './appearance.view-model';
import { userAppearance } from './manifest';

describe('user-appearance: theme choices in the User Menu', () => {
  it('is on by default and off when an admin switched it off for the company', async () => {
    expect((await createTestBed(userAppearance, { session: { role: 'USER' } })).enabled).toBe(true);
    expect((await createTestBed(userAppearance, { session: { role: 'USER', togglesOff: ['user-appearance'] } })).enabled).toBe(false);
  });

  it('offers the fourteen primary colours and the six surfaces of document 3 §3', async () => {
    const vm = (await createTestBed(userAppearance)).get(AppearanceViewModel);
    expect(vm.primaryColours).toEqual(['emerald', 'green', 'lime', 'orange', 'amber', 'yellow', 'teal', 'cyan', 'sky', 'blue', 'indigo', 'violet', 'purple', 'rose']);
    expect(vm.surfaces).toEqual(['gray1', 'gray2', 'gray3', 'gray4', 'gray5', 'gray6']);
  });

  it('a choice is stored and shown at once', async () => {
    const bed = await createTestBed(userAppearance);
    const vm = bed.get(AppearanceViewModel);
    vm.choose({ theme: 'light', primaryColor: 'emerald', surfaceColor: 'gray5' });
    expect(vm.current).toEqual({ theme: 'light', primaryColor: 'emerald', surfaceColor: 'gray5' });
    expect(bed.get<ThemeChoices>(ThemeChoices).current).toEqual(vm.current);
  });

  it('a refused choice shows an error toast and changes nothing', async () => {
    const bed = await createTestBed(userAppearance);
    const vm = bed.get(AppearanceViewModel);
    const before = vm.current;
    vm.choose({ primaryColor: 'chartreuse' });
    expect(vm.current).toEqual(before);
    expect(bed.toasts.shown).toEqual([expect.objectContaining({ severity: 'error', detail: "Unknown primary colour 'chartreuse'." })]);
  });
});
