import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { LoadFailure } from '../../../components/load-failure';

/** What a settings card says after a save: done, or why not. */
export type Notice = { severity: 'success' | 'error'; text: string } | null;

/** A card's notice and its setter, for the card's form to report a save. */
export const useNotice = () => useState<Notice>(null);

/**
 * One of HR's settings cards (the correction window, the overtime rules, the people excluded, the
 * wages): a titled section with its hint, its form once the settings have loaded (or the failure with
 * Retry), and the notice of the last save, dismissible.
 */
export function SettingsCard(props: {
  id: string;
  title: string;
  hint: string;
  /** The load failed and nothing is shown yet. */
  failure: { error: Error; failed: string; onRetry: () => void } | null;
  notice: Notice;
  onNoticeClose: () => void;
  children: ReactNode;
  grow?: boolean;
}) {
  const titleId = `${props.id}-title`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={props.grow ? { flex: 1, width: '100%' } : undefined}
    >
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h3">
          {props.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {props.hint}
        </Typography>
        {props.failure ? (
          <LoadFailure error={props.failure.error} failed={props.failure.failed} onRetry={props.failure.onRetry} />
        ) : (
          props.children
        )}
        {props.notice && (
          <Alert severity={props.notice.severity} onClose={props.onNoticeClose} sx={{ mt: 1.5 }}>
            {props.notice.text}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
