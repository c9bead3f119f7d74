import { expect, test } from './factory';
import { CIKARANG, isClockIn, keepClockInOffline, login, setApiClock } from './support';

// Issue 29's offline clock-in against the whole stack. Yusuf (an HLOG supervisor of the test's own,
// tests/e2e/factory.ts: overtime.spec clocking Putri today once ran into this spec's clock-in when it
// was hers) stands at Gudang Cikarang, takes his selfie, and the phone loses its network before Submit: the
// screen says the clock-in is saved on this phone, and Live shows it "Waiting to send". Back online
// the phone sends it, but the answer is lost on the way (the api stored it); the kept clock-in is
// still there after a reload, which sends it again: the api answers the same record, Live says
// "Sent", and his day holds exactly one clock-in, at the time the phone took it, marked for review
// (sent late). The api's test clock runs ten minutes ahead from the reconnect, so the clock-in
// arrives late by its clock; it is put back after.

test.afterAll(async () => {
  await setApiClock(null);
});

test('a clock-in made offline is saved on the phone, kept through a reload, and stored exactly once when the network returns', async ({
  browser,
  people,
}) => {
  test.setTimeout(180_000);
  const yusuf = await people.supervisor('HLOG', { name: 'Yusuf Pratama' });
  const context = await browser.newContext({ geolocation: CIKARANG, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await login(page, yusuf.nik);
    const { day, time, kept } = await keepClockInOffline(page, context, 'Gudang Cikarang');

    // Back online ten minutes later by the api's clock; the first send reaches the api but its answer is lost.
    let sends = 0;
    let answerLost!: (answer: string) => void;
    const firstSendLost = new Promise<string>((resolve) => (answerLost = resolve));
    await context.route('**/graphql', async (route) => {
      if (!isClockIn(route.request())) return route.fallback();
      sends += 1;
      if (sends > 1) return route.fallback();
      const answer = await route.fetch();
      await route.abort('internetdisconnected');
      answerLost(await answer.text());
    });
    await setApiClock(new Date(Date.now() + 10 * 60_000).toISOString());
    await context.setOffline(false);
    // The api stored it (the answer the phone never got).
    expect(JSON.parse(await firstSendLost)).toMatchObject({
      data: { clockAttendance: { message: 'Clock In success' } },
    });
    await expect(kept).toContainText('Waiting to send');

    // Opened again: it is still kept, goes again, and the api answers with the record it has.
    await page.reload();
    await expect(kept).toHaveCount(1);
    await expect(kept).toContainText('Sent');
    expect(sends).toBe(2);

    // The network drops and returns once more: nothing is left to send.
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(kept).toContainText('Sent');

    // His day: one clock-in, at the phone's time, marked for review because it was sent late.
    const today = page
      .getByRole('list', { name: 'Days of the month' })
      .getByRole('listitem', { name: day.split('-').reverse().join('-'), exact: true });
    await expect(today).toContainText(time);
    await expect(today).toContainText('Under review');
    await page.goto(`/attendance/list/${day}`);
    const cards = page.getByRole('list', { name: 'Attendance records' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Clock In');
    await expect(cards.first()).toContainText(time);
    expect(sends).toBe(2);
  } finally {
    await context.close();
  }
});
