import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useLocation } from 'react-router';

/** The success notice a screen was opened with (navigate(to, { state: { notice } })), dismissible. */
export function RouteNotice() {
  const location = useLocation();
  const [notice, setNotice] = useState(() => (location.state as { notice?: string } | null)?.notice ?? null);
  if (!notice) return null;
  return (
    <Alert severity="success" onClose={() => setNotice(null)}>
      {notice}
    </Alert>
  );
}
