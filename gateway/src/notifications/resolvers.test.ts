import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startPushService, type PushService } from '../../../tests/fixtures/push-service.js';
import { startStack, type TestStack } from '../test/stack.js';

let stack: TestStack;
let push: PushService;
beforeAll(async () => {
  [stack, push] = await Promise.all([startStack(), startPushService()]);
});
afterAll(async () => {
  await Promise.all([stack.close(), push.close()]);
});

const SETTINGS = `{ notificationSettings { events { event channel } quietFrom quietUntil pushDevices remindersIgnoreQuiet } }`;
const SUBSCRIBE = `mutation ($subscription: PushSubscriptionInput!) { subscribePush(subscription: $subscription) }`;
const UNSUBSCRIBE = `mutation ($endpoint: String!) { unsubscribePush(endpoint: $endpoint) }`;
const SAVE = `mutation ($input: NotificationSettingsInput!) {
  saveNotificationSettings(input: $input) { events { event channel } quietFrom quietUntil } }`;

describe('push subscriptions', () => {
  it('gives the VAPID public key, and counts this browser as a push device while it is subscribed', async () => {
    const browser = await stack.signedIn('10002');
    const key = await browser.graphql<{ pushKey: string }>('{ pushKey }');
    expect(key.errors).toBeUndefined();
    // An uncompressed P-256 point, base64url: what PushManager.subscribe takes as applicationServerKey.
    expect(Buffer.from(key.data!.pushKey, 'base64url')).toHaveLength(65);

    const { endpoint, keys } = push.subscribe('gateway-10002');
    const subscribed = await browser.graphql(SUBSCRIBE, { subscription: { endpoint, ...keys } });
    expect(subscribed).toEqual({ data: { subscribePush: true } });
    expect((await browser.graphql(SETTINGS)).data.notificationSettings.pushDevices).toBe(1);

    expect(await browser.graphql(UNSUBSCRIBE, { endpoint })).toEqual({ data: { unsubscribePush: true } });
    expect((await browser.graphql(SETTINGS)).data.notificationSettings.pushDevices).toBe(0);
  });

  it("answers a subscription that is not a browser's with the api's message as BAD_USER_INPUT", async () => {
    const browser = await stack.signedIn('10002');
    const reply = await browser.graphql(SUBSCRIBE, { subscription: { endpoint: 'not a url', p256dh: 'a', auth: 'b' } });
    expect(reply.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses a signed-out caller', async () => {
    const reply = await stack.browser().graphql('{ pushKey }');
    expect(reply.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('notification settings', () => {
  it('saves a channel per event and quiet hours, and gives them back', async () => {
    const browser = await stack.signedIn('10001');
    const before = (await browser.graphql(SETTINGS)).data.notificationSettings;
    expect(before.events.map((row: { event: string }) => row.event)).toContain('request.decided');

    const saved = await browser.graphql(SAVE, {
      input: { events: [{ event: 'request.decided', channel: 'email' }], quietFrom: '21:00', quietUntil: '06:30' },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveNotificationSettings).toMatchObject({ quietFrom: '21:00', quietUntil: '06:30' });
    expect(saved.data.saveNotificationSettings.events).toContainEqual({ event: 'request.decided', channel: 'email' });
    expect((await browser.graphql(SETTINGS)).data.notificationSettings.events).toContainEqual({
      event: 'request.decided',
      channel: 'email',
    });
  });

  it('answers quiet hours with only one end as BAD_USER_INPUT and keeps what was saved', async () => {
    const browser = await stack.signedIn('10003');
    const reply = await browser.graphql(SAVE, { input: { events: [], quietFrom: '21:00', quietUntil: null } });
    expect(reply.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await browser.graphql(SETTINGS)).data.notificationSettings.quietFrom).toBeNull();
  });
});

describe('notificationOpened', () => {
  it("takes the caller's tap on a push", async () => {
    const browser = await stack.signedIn('10001');
    expect(await browser.graphql('mutation { notificationOpened(id: 1) }')).toEqual({
      data: { notificationOpened: true },
    });
  });
});
