import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfferPushAfterRequest } from '../../../components/offer-push-after-request';
import { PageLayout } from '../../../components/page-layout';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { displayDay } from '../../../lib/jakarta';
import { useOvertimeMonth } from '../api/use-overtime';
import { hours } from '../lib/hours';
import { windowText } from '../lib/window';
import { OvertimeForm } from './overtime-form';
import { OwnRequestActions } from './own-request-actions';

/** /overtime: the staff ask for overtime and see each requested day of the month: requested, approved, worked beyond the shift, counted. */
export function OvertimeScreen() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useOvertimeMonth();
  const month = data?.overtimeMonth;
  const [sent, setSent] = useState(false);
  return (
    <PageLayout title={t('overtime.title')} backTo={paths.home.href()}>
      <Stack spacing={3}>
        <OvertimeForm
          onSent={() => {
            setSent(true);
            void refetch();
          }}
        />
        {sent && <OfferPushAfterRequest />}
        {month ? (
          <Stack spacing={1.5} component="section" aria-label={t('overtime.month.title')}>
            <Typography variant="h6" component="h2">
              {t('overtime.month.title')}
            </Typography>
            <Typography>
              {t('overtime.month.totals', { hours: hours(month.countedMinutes), multiplier: month.multiplierHours })}
            </Typography>
            {month.days.length === 0 && <Typography color="text.secondary">{t('overtime.month.none')}</Typography>}
            {month.days.map((day) => (
              <Card key={day.date} variant="outlined" aria-label={displayDay(day.date)}>
                <CardContent>
                  <Typography sx={{ fontWeight: 600 }}>
                    {windowText(day.request)} · {t(`overtime.status.${day.request.status}`)}
                  </Typography>
                  <Typography variant="body2">{day.request.reason}</Typography>
                  <Typography variant="body2">
                    {t('overtime.month.line', {
                      requested: hours(day.requestedMinutes),
                      approved: hours(day.approvedMinutes),
                      worked: hours(day.workedMinutes),
                      counted: hours(day.countedMinutes),
                      multiplier: day.multiplierHours,
                    })}
                  </Typography>
                  {!day.request.consentedAt && (
                    <Typography variant="body2" color="warning.main">
                      {t('overtime.month.awaitingConsent')}
                    </Typography>
                  )}
                  <OwnRequestActions request={day.request} onChanged={() => void refetch()} />
                </CardContent>
              </Card>
            ))}
          </Stack>
        ) : loading ? (
          <PageSkeleton rows={3} />
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Typography role="alert">{error?.message}</Typography>
            <Button variant="outlined" onClick={() => void refetch()}>
              {t('app.retry')}
            </Button>
          </Stack>
        )}
      </Stack>
    </PageLayout>
  );
}
