import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LocationMap } from '../../../components/location-map';
import { PageLayout } from '../../../components/page-layout';
import { PageSkeleton } from '../../../components/page-skeleton';
import { clockingLabel } from '../../../i18n/labels';
import { readError } from '../../../lib/graphql-error';
import { displayDay } from '../../../lib/jakarta';
import { useAttendanceDetail } from '../api/use-attendance-detail';
import { DetailField } from './detail-field';
import { PrivateImage } from '../../../components/private-image';
import { ReviewChip } from './review-chip';

/**
 * One attendance record (rules §2 Detail): photo, date and time, type, location (with the street
 * address the api stored when the company runs a geocoder, issue 28), a map, the note.
 */
export function DetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error, loading, refetch } = useAttendanceDetail(id);
  const record = data?.attendanceDetail;

  const body = () => {
    if (!record && loading) return <PageSkeleton rows={4} />;
    if (!record) {
      const problem = error ? readError(error) : null;
      const readable = problem && ['FORBIDDEN', 'NOT_FOUND', 'NETWORK', 'BAD_USER_INPUT'].includes(problem.code);
      return (
        <Alert
          severity="error"
          action={
            problem?.code === 'NETWORK' ? (
              <Button color="inherit" onClick={() => void refetch()}>
                {t('app.retry')}
              </Button>
            ) : undefined
          }
        >
          {readable ? problem.message : t('attendance.detail.failed')}
        </Alert>
      );
    }
    const point =
      record.latitude != null && record.longitude != null
        ? { latitude: record.latitude, longitude: record.longitude }
        : null;
    return (
      <Stack spacing={2}>
        {record.photoUrl && (
          <PrivateImage
            src={record.photoUrl}
            alt={t('attendance.detail.photo')}
            sx={{ width: '100%', aspectRatio: '5 / 3', objectFit: 'cover', borderRadius: 3, bgcolor: 'grey.200' }}
          />
        )}
        <Card>
          <CardContent>
            {record.isCorrection && (
              <Chip label={t('attendance.detail.correction')} color="info" size="small" sx={{ mb: 1 }} />
            )}
            <ReviewChip review={record.review} />
            <Box component="dl" sx={{ m: 0 }}>
              <DetailField label={t('attendance.detail.date')}>{displayDay(record.date)}</DetailField>
              <DetailField label={t('attendance.detail.time')}>{record.time}</DetailField>
              <DetailField label={t('attendance.detail.type')}>{clockingLabel(t, record.clocking)}</DetailField>
              <DetailField label={t('attendance.detail.location')}>
                {record.locationName ?? '-'}
                {record.address && (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block', fontWeight: 400 }}
                    data-testid="detail-address"
                  >
                    {record.address}
                  </Typography>
                )}
              </DetailField>
              {record.signature && (
                <DetailField label={t('attendance.detail.signature')}>
                  <span data-testid="detail-signature">
                    {record.signature === 'signed'
                      ? t('attendance.detail.signed', { date: record.keyRegistered ?? '-' })
                      : t(`attendance.detail.${record.signature as 'unsigned' | 'bad_signature' | 'key_revoked'}`)}
                  </span>
                </DetailField>
              )}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t('attendance.detail.note')}
            </Typography>
            <Typography
              variant="body2"
              sx={{ whiteSpace: 'pre-wrap', color: record.description ? 'text.primary' : 'text.disabled' }}
              data-testid="detail-note"
            >
              {record.description || t('attendance.detail.noNote')}
            </Typography>
          </CardContent>
        </Card>
        {point && <LocationMap center={point} label={t('attendance.detail.map')} height={200} />}
      </Stack>
    );
  };

  return <PageLayout title={t('attendance.detail.title')}>{body()}</PageLayout>;
}
