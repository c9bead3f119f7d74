import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderAt } from '../test/render';
import { AlertDialog, type AlertState } from './alert-dialog';

function Screen({ initial }: { initial: AlertState }) {
  const [alert, setAlert] = useState<AlertState | null>(initial);
  return <AlertDialog alert={alert} onClose={() => setAlert(null)} />;
}

const success: AlertState = { status: 'success', message: 'Clock In success', successRoute: 'live' };

describe('AlertDialog', () => {
  it('goes on to the success route when closed with Esc, as OK does', async () => {
    const { router } = renderAt(<Screen initial={success} />, {
      path: '/clockin',
      routes: [{ path: '/live', element: <p>live screen</p> }],
    });
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(await screen.findByText('live screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/live');
  });

  it('goes on to the success route when the backdrop is tapped', async () => {
    const { router } = renderAt(<Screen initial={success} />, {
      path: '/clockin',
      routes: [{ path: '/live', element: <p>live screen</p> }],
    });
    await screen.findByRole('dialog');
    const backdrop = document.querySelector('.MuiBackdrop-root')!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    await waitFor(() => expect(router.state.location.pathname).toBe('/live'));
  });

  it('only closes a failure, wherever it is closed from', async () => {
    const { router } = renderAt(
      <Screen initial={{ status: 'failure', message: 'Your location is out of radius', successRoute: 'live' }} />,
      {
        path: '/clockin',
        routes: [{ path: '/live', element: <p>live screen</p> }],
      },
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/clockin');
  });
});
