import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { graphqlUpload, type TestFile } from '../test/graphql-upload.js';
import { startStack, type TestStack } from '../test/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const FACE = `{ faceCheck { enabled noticeVersion consentGivenAt noticeChanged enrolledAt reenrolRequired } }`;
const CONSENT = `mutation ($version: String!) { giveFaceConsent(noticeVersion: $version) { message face { consentGivenAt } } }`;
const WITHDRAW = `mutation { withdrawFaceConsent { message face { consentGivenAt enrolledAt } } }`;
const ENROL = `mutation ($frames: [Upload!]!) { enrolFace(frames: $frames) { message face { enrolledAt reenrolRequired } } }`;
const HR_FACE = `{ hrFace { settings { faceCheck matchThreshold uncertainThreshold keepFrames retentionDays }
  people { nik name consentGivenAt earlierNotice enrolledAt reenrolRequired } } }`;
const HR_SAVE = `mutation ($input: HrFaceSettingsInput!) { hrSaveFaceSettings(input: $input) { message face { settings { faceCheck } } } }`;
const HR_REENROL = `mutation ($nik: Int!) { hrAskFaceReenrolment(nik: $nik) { message face { people { nik reenrolRequired } } } }`;

// The same man in three photos (api/src/face/fixtures, from @vladmandic/human's MIT screenshot).
const fixture = (name: string) => readFile(new URL(`../../../api/src/face/fixtures/${name}`, import.meta.url));
const png = (name: string, bytes: Buffer): TestFile => ({ name, type: 'image/png', bytes });
const frames = (files: TestFile[]) =>
  Object.fromEntries(files.map((file, index) => [`variables.frames.${index}`, file]));

describe('the face check through the gateway', () => {
  it('HR turns it on, the person consents and enrols, HR asks them to enrol again, and a withdrawal deletes the template', async () => {
    const hr = await stack.signedIn('10009');
    const ade = await stack.signedIn('10001');
    expect((await ade.graphql(FACE)).data.faceCheck).toMatchObject({ enabled: false, consentGivenAt: null });

    const saved = await hr.graphql(HR_SAVE, { input: { faceCheck: true } });
    expect(saved).toEqual({
      data: { hrSaveFaceSettings: { message: 'Face check settings', face: { settings: { faceCheck: true } } } },
    });
    const status = (await ade.graphql(FACE)).data.faceCheck;
    expect(status).toMatchObject({
      enabled: true,
      consentGivenAt: null,
      noticeChanged: false,
      enrolledAt: null,
      reenrolRequired: false,
    });

    const consent = await ade.graphql(CONSENT, { version: status.noticeVersion });
    expect(consent.data.giveFaceConsent.message).toBe('Consent recorded');
    expect(Date.parse(consent.data.giveFaceConsent.face.consentGivenAt)).not.toBeNaN();

    const pictures = await Promise.all(['man-1.png', 'man-2.png', 'man-3.png'].map(fixture));
    const enrolled = await graphqlUpload(
      ade,
      ENROL,
      { frames: [null, null, null] },
      frames(pictures.map((bytes, index) => png(`frame${index + 1}.png`, bytes))),
    );
    expect(enrolled.errors).toBeUndefined();
    expect(enrolled.data.enrolFace).toMatchObject({ message: 'Face enrolled', face: { reenrolRequired: false } });

    const listed = (await hr.graphql(HR_FACE)).data.hrFace;
    expect(listed.settings).toEqual({
      faceCheck: true,
      matchThreshold: 0.6,
      uncertainThreshold: 0.45,
      keepFrames: false,
      retentionDays: 0,
    });
    expect(listed.people).toEqual([
      expect.objectContaining({ nik: 10001, name: 'Ade Rahmat Hidayat', earlierNotice: false, reenrolRequired: false }),
    ]);
    expect(listed.people[0].enrolledAt).toBe(enrolled.data.enrolFace.face.enrolledAt);

    const asked = await hr.graphql(HR_REENROL, { nik: 10001 });
    expect(asked.data.hrAskFaceReenrolment.face.people).toEqual([{ nik: 10001, reenrolRequired: true }]);
    expect((await ade.graphql(FACE)).data.faceCheck.reenrolRequired).toBe(true);

    const withdrawn = await ade.graphql(WITHDRAW);
    expect(withdrawn.data.withdrawFaceConsent).toEqual({
      message: 'Consent withdrawn; your face template has been deleted',
      face: { consentGivenAt: null, enrolledAt: null },
    });
  });

  it("answers the api's refusals in its words: a picture with no face names it, a staff member cannot read HR's page", async () => {
    const hr = await stack.signedIn('10009');
    await hr.graphql(HR_SAVE, { input: { faceCheck: true } });
    const siti = await stack.signedIn('10002');
    const status = (await siti.graphql(FACE)).data.faceCheck;
    await siti.graphql(CONSENT, { version: status.noticeVersion });
    const blank = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const man = await fixture('man-1.png');
    const reply = await graphqlUpload(
      siti,
      ENROL,
      { frames: [null, null, null] },
      frames([png('frame1.png', man), png('frame2.png', blank), png('frame3.png', man)]),
    );
    expect(reply.errors?.[0]).toMatchObject({
      message: 'No face was found in picture 2. Face the camera in good light and try again.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await siti.graphql(HR_FACE)).errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});
