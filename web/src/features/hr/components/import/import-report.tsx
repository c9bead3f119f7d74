import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CountRow } from '../../../../components/count-row';
import { useTranslation } from 'react-i18next';
import type { HrImportDryRunMutation } from '../../gql/graphql';

export type ImportReport = HrImportDryRunMutation['hrImportDryRun'];

/** The dry run: counts, then every row's errors in words, then the rows that would change. */
export function ImportReportCard({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const { counts } = report;
  return (
    <Card component="section" aria-labelledby="dry-run-title">
      <CardContent>
        <Stack spacing={2}>
          <div>
            <Typography id="dry-run-title" component="h2" variant="h6">
              {t('hr.import.dryRunTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('hr.import.chosen', { name: report.fileName })} · {t('hr.import.rows', { total: report.rows })} · {t('hr.import.nothingWritten')}
            </Typography>
          </div>
          <CountRow
            loading={false}
            counts={[
              { label: t('hr.import.counts.create'), value: counts.create, color: 'primary.main' },
              { label: t('hr.import.counts.update'), value: counts.update, color: 'warning.main' },
              { label: t('hr.import.counts.unchanged'), value: counts.unchanged, color: 'text.secondary' },
              { label: t('hr.import.counts.error'), value: counts.error, color: 'error.main' },
            ]}
          />
          {report.errors.length > 0 && (
            <Alert severity="error" aria-label={t('hr.import.errorsTitle', { total: report.errors.length })}>
              <AlertTitle>{t('hr.import.errorsTitle', { total: report.errors.length })}</AlertTitle>
              <List dense disablePadding>
                {report.errors.map((error, index) => (
                  <ListItem key={`${error.row}-${error.field}-${index}`} disableGutters sx={{ py: 0 }}>
                    <ListItemText primary={t('hr.import.error', { row: error.row, message: error.message })} />
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
          {report.changes.length > 0 && (
            <div>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t('hr.import.changesTitle')}
              </Typography>
              <List dense disablePadding sx={{ maxHeight: 320, overflow: 'auto' }}>
                {report.changes.map((change) => (
                  <ListItem key={change.row} disableGutters sx={{ py: 0 }}>
                    <ListItemText primary={
                        change.action === 'create'
                          ? t('hr.import.changeCreate', { row: change.row, nik: change.nik, name: change.name })
                          : t('hr.import.changeUpdate', { row: change.row, nik: change.nik, name: change.name, fields: change.fields.join(', ') })
                      } />
                  </ListItem>
                ))}
              </List>
            </div>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
