import { describe, expect, it } from '@jest/globals';
import { nikClaim } from './caller.js';

const token = (claims: unknown) =>
  ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'signature'].join('.');

describe('nikClaim', () => {
  it("reads the NIK from the provider token's claims", () => {
    expect(nikClaim(token({ sid: 'x', nik: 10001 }))).toBe(10001);
  });

  it('answers null for no token, a token without a numeric nik, and a token that is not a JWT', () => {
    expect(nikClaim(null)).toBeNull();
    expect(nikClaim(token({ sid: 'x', nik: '10001' }))).toBeNull();
    expect(nikClaim('opaque-session-id')).toBeNull();
    expect(nikClaim('a.%%%.b')).toBeNull();
  });
});
