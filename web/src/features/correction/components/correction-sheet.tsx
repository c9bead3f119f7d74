import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list';
import type { CorrectionQuery } from '../../../gql/graphql';
import { statusLabel } from '../../../i18n/labels';
import { formatJakarta } from '../../../lib/jakarta';
import { correctionReasonLabel } from '../lib/correction-validation';
import { statusColor } from '../../../lib/status-color';
import { PrivateImage } from '../../../components/private-image';

type Correction = CorrectionQuery['correction'];

/** Who asked, for which day, time and clocking, why, with the selfie and the attachment. */
export function CorrectionSheet({ correction }: { correction: Correction }) {
  const { t } = useTranslation();
  const rows = [
    { label: t('correction.decision.employee'), value: correction.employeeName, wide: true },
    { label: t('correction.decision.nik'), value: correction.employeeNik },
    {
      label: t('correction.decision.clocking'),
      value: correction.clocking ? t('correction.clockIn') : t('correction.clockOut'),
    },
    { label: t('correction.decision.date'), value: correction.date },
    { label: t('correction.decision.time'), value: correction.time },
    { label: t('correction.decision.reason'), value: correctionReasonLabel(correction.reason), wide: true },
    ...(correction.locationName
      ? [{ label: t('correction.decision.location'), value: correction.locationName, wide: true }]
      : []),
    {
      label: t('correction.decision.filedAt'),
      value: formatJakarta(correction.createdAt, 'dd-MM-yyyy HH:mm'),
      wide: true,
    },
  ];
  return (
    <Card component="section" aria-labelledby="correction-heading">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography id="correction-heading" component="h2" variant="h6">
            {t('correction.decision.heading')}
          </Typography>
          <Chip
            label={statusLabel(t, correction.status)}
            color={statusColor(correction.status)}
            size="small"
            variant="outlined"
            sx={{ fontWeight: 600 }}
            aria-label={`${t('correction.decision.status')}: ${statusLabel(t, correction.status)}`}
          />
        </Stack>
        <DetailList rows={rows} columns={2} />
        <Typography component="h3" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2, mb: 0.5 }}>
          {t('correction.decision.photo')}
        </Typography>
        <PrivateImage
          src={correction.photoUrl}
          alt={t('correction.decision.photoAlt', { name: correction.employeeName })}
          sx={{
            width: '100%',
            maxHeight: 320,
            objectFit: 'contain',
            borderRadius: 2,
            bgcolor: 'grey.100',
            display: 'block',
          }}
        />
        <Typography component="h3" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2, mb: 0.5 }}>
          {t('correction.decision.attachment')}
        </Typography>
        {correction.attachmentUrl ? (
          <Button
            component="a"
            href={correction.attachmentUrl}
            download
            variant="outlined"
            startIcon={<DownloadRounded />}
          >
            {t('correction.decision.download')}
          </Button>
        ) : (
          <Typography variant="body2">{t('correction.decision.noAttachment')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
