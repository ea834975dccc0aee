// Paare verbinden in two tabs: a preference set in one tab is kept when the other changes another
// (issue 14, defect 5).
import { test, expect } from './fixtures.ts';

test.use({ reducedMotion: 'reduce' });

test('CON-11 a Paare verbinden preference set in one tab is kept when the other tab changes another', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto('./#/connect?code=41739205-b&mode=relaxed');
  await b.goto('./#/connect?code=41739205-b&mode=relaxed');
  await a.getByRole('button', { name: 'Menü' }).click();
  await a.getByRole('checkbox', { name: /Leuchthilfe/ }).check();
  // Tab B then picks another mode: the glow setting from tab A stays.
  await b.getByRole('button', { name: 'Menü' }).click();
  await expect(b.getByRole('checkbox', { name: /Leuchthilfe/ })).toBeChecked();
  await b.getByRole('radio', { name: 'Auf Zeit' }).click();
  const prefs = await b.evaluate(() => JSON.parse(localStorage.getItem('knobelkiste:connect/prefs') ?? 'null')?.data);
  expect(prefs).toMatchObject({ mode: 'timed', glow: { b: true } });
});
