import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ImageNotSupportedRounded from '@mui/icons-material/ImageNotSupportedRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { AttendanceDayQuery } from '../../../gql/graphql';
import { clockingLabel } from '../../../i18n/labels';
import { cutLocationName } from '../lib/location-name';
import { PrivateImage } from '../../../components/private-image';
import { ReviewChip } from './review-chip';

type AttendanceRecord = AttendanceDayQuery['attendanceDay'][number];

/** One record of a day: photo, Clock In or Clock Out, the location name cut (rules §9), the time, a link to detail. */
export function AttendanceRecordCard({ record }: { record: AttendanceRecord }) {
  const { t } = useTranslation();
  const label = clockingLabel(t, record.clocking);
  return (
    <Card component="li" aria-label={`${label} ${record.time}`}>
      <CardActionArea
        component={RouterLink}
        to={paths.detail.href(record.id)}
        aria-label={t('attendance.list.detailOf', { label, time: record.time })}
      >
        <Stack direction="row" spacing={1.5} sx={{ p: 1.25, alignItems: 'center' }}>
          {record.photoUrl ? (
            <PrivateImage
              src={record.photoUrl}
              alt={t('attendance.list.photoOf', { label, time: record.time })}
              loading="lazy"
              sx={{ width: 96, height: 58, objectFit: 'cover', borderRadius: 1.5, flexShrink: 0, bgcolor: 'grey.200' }}
            />
          ) : (
            <Box
              role="img"
              aria-label={t('attendance.list.noPhoto')}
              sx={{
                width: 96,
                height: 58,
                borderRadius: 1.5,
                flexShrink: 0,
                bgcolor: 'grey.200',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <ImageNotSupportedRounded color="disabled" aria-hidden />
            </Box>
          )}
          <Stack sx={{ flexGrow: 1, minWidth: 0 }} spacing={0.25}>
            <Chip
              size="small"
              label={label}
              color={record.clocking ? 'success' : 'warning'}
              variant="outlined"
              sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
            />
            <ReviewChip review={record.review} />
            {record.isCorrection && (
              <Typography variant="caption" color="info.main">
                {t('attendance.detail.correction')}
              </Typography>
            )}
            <Typography variant="body2" noWrap title={record.locationName ?? undefined}>
              {cutLocationName(record.locationName)}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
              {record.time}
            </Typography>
          </Stack>
          <ChevronRightRounded color="action" aria-hidden />
        </Stack>
      </CardActionArea>
    </Card>
  );
}
