import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { sessionStore } from '../lib/session-store';
import { renderAt } from '../test/render';
import { RoleEntrySlot } from './role-entry-slot';

const as = (roleId: number) => sessionStore.set({ nik: '10002', name: 'Dewi Lestari', roleId, photoUrl: null });

describe('RoleEntrySlot', () => {
  // The entry is a lazy chunk of its own: its first import takes a moment on a loaded machine.
  it('gives a supervisor (role 2) the way to their team, and only that', async () => {
    as(2);
    renderAt(<RoleEntrySlot variant="card" />);
    expect(await screen.findByRole('link', { name: /My team/ }, { timeout: 10_000 })).toHaveAttribute('href', '/team');
    expect(screen.getByText("Who's in today and your team's month")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /HR console/ })).not.toBeInTheDocument();
  });

  it('gives an HR admin the console instead, and an employee nothing', async () => {
    as(3);
    const hr = renderAt(<RoleEntrySlot variant="row" />);
    expect(await screen.findByRole('link', { name: 'HR console' }, { timeout: 10_000 })).toHaveAttribute('href', '/hr');
    expect(screen.queryByRole('link', { name: /My team/ })).not.toBeInTheDocument();
    hr.unmount();
    as(1);
    const { container } = renderAt(<RoleEntrySlot variant="row" />);
    expect(container).toBeEmptyDOMElement();
  });
});
