import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { useOvertimeTeamMember } from '../api/use-overtime';
import { OvertimeForm } from './overtime-form';

/**
 * /team/:nik/overtime: a supervisor asks overtime of one of their people (issue 45 case 10). It is the
 * employer's order (PP 35/2021 art. 28): the person gets an inbox item, and their agreement approves it.
 */
export function AskOvertimeScreen() {
  const { t } = useTranslation();
  const nik = Number(useParams().nik);
  const { data } = useOvertimeTeamMember(nik);
  const name = data?.teamPersonMonth.name;
  return (
    <PageLayout
      title={name ? t('overtime.ask.title', { name }) : t('overtime.ask.titleNoName')}
      backTo={paths.teamPerson.href(nik)}
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('overtime.ask.intro', { name: name ?? String(nik) })}</Typography>
        <OvertimeForm nik={nik} onSent={() => undefined} />
      </Stack>
    </PageLayout>
  );
}
