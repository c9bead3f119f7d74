import CloudDoneRounded from '@mui/icons-material/CloudDoneRounded';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { jakartaDisplayDate, jakartaDisplayTime } from '../../../lib/jakarta';
import { clockQueue } from '../lib/clock-outbox';
import { useClockQueueState, type ClockQueue } from '../lib/clock-queue';

interface RowProps {
  clocking: boolean;
  capturedAt: number;
  status: string;
  tone: 'waiting' | 'sent' | 'refused';
  action?: ReactNode;
}

const ICONS = { waiting: CloudUploadRounded, sent: CloudDoneRounded, refused: ErrorOutlineRounded };
const COLORS = { waiting: 'warning.main', sent: 'success.main', refused: 'error.main' };

function Row({ clocking, capturedAt, status, tone, action }: RowProps) {
  const { t } = useTranslation();
  const Icon = ICONS[tone];
  const what = `${clocking ? t('attendance.live.clockIn') : t('attendance.live.clockOut')} · ${jakartaDisplayDate(capturedAt)} ${jakartaDisplayTime(capturedAt)}`;
  return (
    <Stack component="li" aria-label={what} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', py: 1 }}>
      <Icon sx={{ color: COLORS[tone], mt: 0.25 }} aria-hidden />
      <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {what}
        </Typography>
        <Typography variant="body2" sx={{ color: COLORS[tone] }}>
          {status}
        </Typography>
        {action}
      </Stack>
    </Stack>
  );
}

/**
 * Clock-ins kept on this phone (issue 29): "Waiting to send" until they go, "Sent" once they went
 * (for this visit), and one the api refused with its words and OK, which lets it go. Nothing when
 * there is nothing to tell. On Live and, composed by the app, on Home.
 */
export function ClockOutbox({ queue = clockQueue }: { queue?: ClockQueue }) {
  const { t } = useTranslation();
  const { items, sent } = useClockQueueState(queue);
  useEffect(() => {
    queue.refresh().catch(() => undefined);
  }, [queue]);
  if (items.length === 0 && sent.length === 0) return null;
  return (
    <Card component="section" aria-labelledby="clock-outbox-title">
      <CardContent>
        <Typography id="clock-outbox-title" component="h2" variant="h6" sx={{ mb: 0.5 }}>
          {t('attendance.outbox.title')}
        </Typography>
        <Stack component="ul" aria-label={t('attendance.outbox.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) =>
            item.state === 'refused' ? (
              <Row
                key={item.id}
                clocking={item.input.clocking}
                capturedAt={item.input.capturedAt}
                tone="refused"
                status={t('attendance.outbox.refused', { reason: item.refusal ?? '' })}
                action={
                  <Button
                    size="small"
                    variant="outlined"
                    sx={{ alignSelf: 'flex-start' }}
                    onClick={() => void queue.acknowledge(item.id)}
                  >
                    {t('attendance.outbox.acknowledge')}
                  </Button>
                }
              />
            ) : (
              <Row
                key={item.id}
                clocking={item.input.clocking}
                capturedAt={item.input.capturedAt}
                tone="waiting"
                status={t('attendance.outbox.waiting')}
              />
            ),
          )}
          {sent.map((item) => (
            <Row
              key={item.id}
              clocking={item.clocking}
              capturedAt={item.capturedAt}
              tone="sent"
              status={t('attendance.outbox.sent')}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
