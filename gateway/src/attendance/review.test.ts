import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { JKT01 } from '../../../tests/fixtures/demo.js';
import { selfie } from '../../../tests/fixtures/files.js';
import { graphqlUpload } from '../test/graphql-upload.js';
import { startStack, type Browser, type TestStack } from '../test/stack.js';

// Issue 29 through the gateway: the clock screen's fixes reach the api, a mock app's constant fix
// is flagged, the supervisor sees it with its reasons and accepts it, and the person's day says so.
let stack: TestStack;
let ade: Browser;
let dewi: Browser;
let jpeg: Buffer;

beforeAll(async () => {
  stack = await startStack();
  [ade, dewi] = [await stack.signedIn('10001'), await stack.signedIn('10002')];
  jpeg = await selfie();
});
afterAll(() => stack.close());

const CLOCK = `mutation ($input: ClockAttendanceInput!, $photo: Upload!) { clockAttendance(input: $input, photo: $photo) { message } }`;
const QUEUE = `query ($status: ClockingReviewStatus) { clockingReviews(status: $status) { id nik name clocking accuracy riskScore reasons signals { id count metres } status reason } }`;
const FLAGS = `query ($nik: Int!) { teamToday { people { nik flagged } } teamPersonMonth(nik: $nik) { days { date flagged } } }`;
const DECIDE = `mutation ($ids: [ID!]!, $decision: ClockingReviewDecision!, $reason: String!) { reviewClockings(ids: $ids, decision: $decision, reason: $reason) { message } }`;
const DAY = `query ($date: String!) { attendanceDay(date: $date) { id review } }`;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

describe('clockingReviews and reviewClockings', () => {
  it("flags a mock app's constant fix, lists it for the supervisor with its reasons, and the acceptance shows on the person's day", async () => {
    const now = Date.now();
    const fixes = [0, 1, 2, 3].map((i) => ({
      ...JKT01,
      accuracy: 3,
      altitude: 0,
      speed: 0,
      timestamp: now - 4000 + i * 1000,
    }));
    const input = { ...JKT01, clocking: true, locationCode: 'JKT01', fixes, webdriver: false };
    const clocked = await graphqlUpload(
      ade,
      CLOCK,
      { input, photo: null },
      { 'variables.photo': { name: 'selfie.jpg', type: 'image/jpeg', bytes: jpeg } },
    );
    expect(clocked).toEqual({ data: { clockAttendance: { message: 'Clock In success' } } });

    const queue = await dewi.graphql(QUEUE, {});
    expect(queue.errors).toBeUndefined();
    expect(queue.data.clockingReviews).toEqual([
      {
        id: expect.any(String),
        nik: '10001',
        name: 'Ade Rahmat Hidayat',
        clocking: true,
        accuracy: 3,
        // This clock-in is sent unsigned (no phone key here): the api says so, a 20-point hint.
        riskScore: 80,
        reasons: [
          '4 fixes at exactly the same point with the same accuracy: real GPS always moves a little',
          'Not signed by a key of this phone',
        ],
        signals: [
          { id: 'frozen_fixes', count: 4, metres: null },
          { id: 'not_signed', count: null, metres: null },
        ],
        status: 'needs_review',
        reason: null,
      },
    ]);
    const [{ id }] = queue.data.clockingReviews;
    expect((await ade.graphql(DAY, { date: today() })).data.attendanceDay).toEqual([{ id, review: 'needs_review' }]);
    // The supervisor sees the flag where they see days: today's list and the person's month.
    const flags = async () => {
      const { data } = await dewi.graphql(FLAGS, { nik: 10001 });
      return {
        today: data.teamToday.people.find((person: { nik: number }) => person.nik === 10001).flagged,
        day: data.teamPersonMonth.days.find((day: { date: string }) => day.date === today()).flagged,
      };
    };
    expect(await flags()).toEqual({ today: true, day: true });

    expect(
      (await dewi.graphql(DECIDE, { ids: [id], decision: 'accepted', reason: 'He was at the front desk' })).data,
    ).toEqual({ reviewClockings: { message: 'Review saved' } });
    expect((await ade.graphql(DAY, { date: today() })).data.attendanceDay).toEqual([{ id, review: 'accepted' }]);
    expect(await flags()).toEqual({ today: false, day: false });
    expect((await dewi.graphql(QUEUE, { status: 'accepted' })).data.clockingReviews[0]).toMatchObject({
      id,
      status: 'accepted',
      reason: 'He was at the front desk',
    });

    const again = await dewi.graphql(DECIDE, { ids: [id], decision: 'rejected', reason: 'No' });
    expect(again.errors?.[0]).toMatchObject({ message: 'This clock-in has already been reviewed' });
  });
});
