import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../../test/render';
import { HrRevokeSigningKeyDocument, HrSigningKeysDocument, type HrEmployeeFieldsFragment } from '../../gql/graphql';
import { EmployeeSigningKeys } from './employee-signing-keys';

const WULAN = { id: '15', name: 'Wulan Sari' } as HrEmployeeFieldsFragment;

const key = (keyId: string, device: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'SigningKey' as const,
  keyId,
  device,
  registeredAt: '2026-11-24T00:30:00.000Z',
  lastUsedAt: '2026-11-25T00:58:00.000Z',
  revokedAt: null,
  clockings: 3,
  ...extra,
});

const PHONE = key('k'.repeat(43), 'Chrome on Android');
const LAPTOP = key('l'.repeat(43), 'Firefox on Windows', { lastUsedAt: null, clockings: 1 });

const listed = (keys: unknown[]) => ({
  request: { query: HrSigningKeysDocument, variables: { id: '15' } },
  result: { data: { hrSigningKeys: keys } },
});

describe('EmployeeSigningKeys', () => {
  it("lists the person's phones' keys, and revokes one after asking", async () => {
    const revoked = {
      request: { query: HrRevokeSigningKeyDocument, variables: { id: '15', keyId: LAPTOP.keyId } },
      result: {
        data: {
          hrRevokeSigningKey: {
            __typename: 'SigningKey' as const,
            keyId: LAPTOP.keyId,
            revokedAt: '2026-11-25T03:00:00.000Z',
          },
        },
      },
    };
    renderAt(<EmployeeSigningKeys employee={WULAN} />, {
      mocks: [listed([LAPTOP, PHONE]), revoked, listed([{ ...LAPTOP, revokedAt: '2026-11-25T03:00:00.000Z' }, PHONE])],
    });
    const phone = await screen.findByRole('listitem', { name: 'Chrome on Android' });
    expect(phone).toHaveTextContent('Registered 24-11-2026 · last used 25-11-2026 · 3 clock-ins signed');
    const laptop = screen.getByRole('listitem', { name: 'Firefox on Windows' });
    expect(laptop).toHaveTextContent('Registered 24-11-2026 · 1 clock-in signed');

    fireEvent.click(within(laptop).getByRole('button', { name: 'Revoke the key of Firefox on Windows' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Revoke the signing key of Wulan Sari\'s Firefox on Windows? Clock-ins it signs from now on are flagged "Key revoked" for review.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    // What HR sees once the api answers (text queries see through the dialog's exit, which hides the rest).
    expect(await within(laptop).findByText('Revoked 25-11-2026: its clock-ins are flagged')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('listitem', { name: 'Firefox on Windows' })).queryByRole('button')).toBeNull();
    expect(within(phone).getByRole('button', { name: 'Revoke the key of Chrome on Android' })).toBeInTheDocument();
  });

  it('says when no phone has signed yet', async () => {
    renderAt(<EmployeeSigningKeys employee={WULAN} />, { mocks: [listed([])] });
    expect(await screen.findByText('No phone has signed a clock-in for this person yet.')).toBeInTheDocument();
  });
});
