import { describe, expect, it } from 'vitest';
import { SingleLeaveGuard } from './leave-guard';

// Document 2 §5 Maps: leaving with unsaved work asks 'Unsaved Changes'; the in-app controls ask through this guard.
describe('SingleLeaveGuard', () => {
  it('lets a control leave when no screen has registered a check', async () => {
    await expect(new SingleLeaveGuard().confirmLeave()).resolves.toBe(true);
  });

  it.each([
    ['the user answers Yes (or nothing is unsaved)', true],
    ['the user answers No', false],
  ])('answers what the registered check answers: %s', async (_case, answer) => {
    const guard = new SingleLeaveGuard();
    guard.register(() => Promise.resolve(answer));
    await expect(guard.confirmLeave()).resolves.toBe(answer);
  });

  it('stops asking once the screen removes its check', async () => {
    const guard = new SingleLeaveGuard();
    const remove = guard.register(() => false);
    remove();
    await expect(guard.confirmLeave()).resolves.toBe(true);
  });

  it('a new check replaces the old one, and the old screen removing its check late does not drop the new one', async () => {
    const guard = new SingleLeaveGuard();
    const removeOld = guard.register(() => true);
    guard.register(() => false);
    removeOld();
    await expect(guard.confirmLeave()).resolves.toBe(false);
  });

  it('a second click while the question is open shares it: the check runs once', async () => {
    const guard = new SingleLeaveGuard();
    let asked = 0;
    let answer!: (leave: boolean) => void;
    guard.register(() => {
      asked += 1;
      return new Promise<boolean>((resolve) => (answer = resolve));
    });
    const first = guard.confirmLeave();
    const second = guard.confirmLeave();
    await Promise.resolve();
    answer(false);
    await expect(Promise.all([first, second])).resolves.toEqual([false, false]);
    expect(asked).toBe(1);
    // Answered: the next click asks again.
    const third = guard.confirmLeave();
    await Promise.resolve();
    answer(true);
    await expect(third).resolves.toBe(true);
    expect(asked).toBe(2);
  });
});
