import FaceRounded from '@mui/icons-material/FaceRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { EmptyState } from '../../../../components/empty-state';
import { QueryList } from '../../../../components/query-list';
import { readError } from '../../../../lib/graphql-error';
import { jakartaDisplayDate } from '../../../../lib/jakarta';
import { useHrAskFaceReenrolment, useHrFace } from '../../api/use-face';
import type { HrFaceFieldsFragment } from '../../gql/graphql';
import { FaceRulesCard } from './face-rules-card';

type Person = HrFaceFieldsFragment['people'][number];

/** /hr/face (issue 49): the company's face check rules, and who consented or enrolled. */
export function FaceScreen() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useHrFace();
  const [ask, asking] = useHrAskFaceReenrolment();
  const [asked, setAsked] = useState<Person | null>(null);
  const [said, setSaid] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const confirmAsk = async () => {
    const person = asked!;
    try {
      await ask({ variables: { nik: person.nik } });
      setSaid({ severity: 'success', text: t('hr.face.people.askedDone', { name: person.name }) });
    } catch (failure) {
      setSaid({ severity: 'error', text: readError(failure).message });
    }
    setAsked(null);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('hr.face.title')}
      </Typography>
      <FaceRulesCard settings={data?.hrFace.settings} error={error} onRetry={() => void refetch()} />
      <Card variant="outlined" component="section" aria-labelledby="face-people-title">
        <CardContent>
          <Typography id="face-people-title" variant="subtitle1" component="h3">
            {t('hr.face.people.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('hr.face.people.hint')}
          </Typography>
          {said && (
            <Alert severity={said.severity} onClose={() => setSaid(null)} sx={{ mb: 1.5 }}>
              {said.text}
            </Alert>
          )}
          <QueryList
            items={data?.hrFace.people}
            loading={loading}
            error={error}
            failed={t('hr.face.people.failed')}
            onRetry={() => void refetch()}
            empty={
              <EmptyState
                icon={<FaceRounded fontSize="large" />}
                title={t('hr.face.people.none')}
                hint={t('hr.face.people.noneHint')}
              />
            }
          >
            {(people) => (
              <List aria-label={t('hr.face.people.label')} disablePadding>
                {people.map((person) => (
                  <PersonRow key={person.nik} person={person} onAsk={() => setAsked(person)} />
                ))}
              </List>
            )}
          </QueryList>
        </CardContent>
      </Card>
      <ConfirmDialog
        question={asked ? t('hr.face.people.askQuestion', { name: asked.name }) : null}
        confirmLabel={t('hr.face.people.ask')}
        busy={asking.loading}
        onConfirm={() => void confirmAsk()}
        onCancel={() => setAsked(null)}
      />
    </Stack>
  );
}

function PersonRow({ person, onAsk }: { person: Person; onAsk: () => void }) {
  const { t } = useTranslation();
  const dates = [
    person.consentGivenAt && t('hr.face.people.consented', { date: jakartaDisplayDate(person.consentGivenAt) }),
    person.enrolledAt
      ? t('hr.face.people.enrolled', { date: jakartaDisplayDate(person.enrolledAt) })
      : t('hr.face.people.notEnrolled'),
    person.looks > 0 && t('hr.face.people.looks', { count: person.looks }),
  ].filter(Boolean);
  return (
    <ListItem divider aria-label={`${person.name} · ${person.nik}`} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ListItemText primary={`${person.name} · ${person.nik}`} secondary={dates.join(' · ')} sx={{ minWidth: 200 }} />
      {person.earlierNotice && <Chip size="small" variant="outlined" label={t('hr.face.people.earlierNotice')} />}
      {person.reenrolRequired && <Chip size="small" color="warning" label={t('hr.face.people.asked')} />}
      {person.enrolledAt && !person.reenrolRequired && (
        <Button size="small" variant="outlined" onClick={onAsk}>
          {t('hr.face.people.ask')}
        </Button>
      )}
    </ListItem>
  );
}
