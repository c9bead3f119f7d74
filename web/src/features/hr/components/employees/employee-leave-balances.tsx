import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryList } from '../../../../components/query-list';
import { paths } from '../../../../config/paths';
import { useHrPersonLeaveBalances } from '../../api/use-leave-balances';

/** The person's leave balances on their page (issue 26: the ledger's sum per type), with the way to adjust them. */
export function EmployeeLeaveBalances({ employee }: { employee: { nik: string | number; name: string } }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useHrPersonLeaveBalances(Number(employee.nik));
  return (
    <Card variant="outlined" component="section" aria-labelledby="employee-leave-balances">
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography id="employee-leave-balances" variant="h6" component="h2">
            {t('hr.leave.personTitle')}
          </Typography>
          <Button component={RouterLink} to={paths.hrLeaveBalances.href()}>
            {t('hr.leave.personAdjust')}
          </Button>
        </Stack>
        <QueryList
          items={data?.hrLeaveBalances}
          loading={loading}
          error={error}
          failed={t('hr.leave.failed')}
          onRetry={() => void refetch()}
          empty={<Typography color="text.secondary">{t('hr.leave.personNone')}</Typography>}
        >
          {(rows) => (
            <List dense aria-labelledby="employee-leave-balances">
              {rows.map((row) => (
                <ListItem key={row.type} disableGutters>
                  <ListItemText primary={row.type} secondary={t('hr.leave.daysValue', { count: row.balance })} />
                </ListItem>
              ))}
            </List>
          )}
        </QueryList>
      </CardContent>
    </Card>
  );
}
