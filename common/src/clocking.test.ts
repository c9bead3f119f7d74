import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { fieldsText, signedTextOf, type SignedFieldValues } from './clocking.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const fields: SignedFieldValues = {
  clocking: true,
  nik: 10001,
  clientId: null,
  capturedAt: null,
  fixes: [
    { latitude: -6.2001234, longitude: 106.8166, accuracy: 12.5, altitude: null, speed: 0, timestamp: 1794280000000 },
    { latitude: -6.2, longitude: 106.816666, accuracy: 8, altitude: 31.2, speed: null, timestamp: 1794280001000 },
  ],
  photoSha256: sha256('selfie bytes'),
};

describe('the clock-in’s signed text', () => {
  it('lists the fields one a line, an absent value empty, the fixes joined by ;', () => {
    expect(fieldsText(fields)).toBe(
      [
        'in',
        '10001',
        '',
        '',
        '-6.2001234,106.8166,12.5,,0,1794280000000;-6.2,106.816666,8,31.2,,1794280001000',
        sha256('selfie bytes'),
      ].join('\n'),
    );
    expect(
      fieldsText({ ...fields, clocking: false, clientId: 'c-1', capturedAt: 1794280002000, fixes: null })
        .split('\n')
        .slice(0, 5),
    ).toEqual(['out', '10001', 'c-1', '1794280002000', '']);
  });

  it.each([
    ['a clock-in sent at once is bound to its nonce', { nonce: 'n0nce' }, 'nonce:n0nce'],
    [
      'a kept one to its own key and time',
      { offline: { clientId: 'c-1', capturedAt: 1794280002000 } },
      'offline:c-1:1794280002000',
    ],
  ])('%s', (_case, binding, line) => {
    expect(signedTextOf(binding, 'ab12')).toBe(`hadir-clocking-v1\n${line}\nab12`);
  });
});
