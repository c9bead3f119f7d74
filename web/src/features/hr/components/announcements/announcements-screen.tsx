import AddRounded from '@mui/icons-material/AddRounded';
import CampaignRounded from '@mui/icons-material/CampaignRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { EmptyState } from '../../../../components/empty-state';
import { QueryList } from '../../../../components/query-list';
import { readError } from '../../../../lib/graphql-error';
import { displayDay, jakartaDay } from '../../../../lib/jakarta';
import {
  useHrAnnouncements,
  useHrDeleteAnnouncement,
  useHrEndAnnouncement,
  useHrSaveAnnouncement,
} from '../../api/use-announcements';
import type { HrAnnouncementFieldsFragment } from '../../gql/graphql';
import { AnnouncementDialog } from './announcement-dialog';

type Announcement = HrAnnouncementFieldsFragment;
type State = 'showing' | 'scheduled' | 'over';

const stateOf = (one: Announcement, today: string): State =>
  one.showing ? 'showing' : !one.endedAt && one.startsOn > today ? 'scheduled' : 'over';

/** /hr/announcements: what Home's Announcement card shows, written, edited, ended and deleted by HR (issue 47). */
export function AnnouncementsScreen() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useHrAnnouncements();
  const [save] = useHrSaveAnnouncement();
  const [end] = useHrEndAnnouncement();
  const [remove, removing] = useHrDeleteAnnouncement();
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const today = jakartaDay(Date.now());
  const act = async (work: () => Promise<string>) => {
    try {
      setNotice({ severity: 'success', text: await work() });
    } catch (failure) {
      setNotice({ severity: 'error', text: readError(failure).message });
    }
  };
  const scopeOf = (one: Announcement) =>
    one.divisions.length + one.departments.length === 0
      ? t('hr.announcements.everyone')
      : [...one.divisions, ...one.departments].join(', ');
  const confirmDelete = async () => {
    const one = deleting!;
    setDeleting(null);
    await act(async () => (await remove({ variables: { id: one.id } })).data!.hrDeleteAnnouncement.message);
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
          {t('hr.announcements.write')}
        </Button>
      </Stack>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <QueryList
        items={data?.hrAnnouncements}
        loading={loading}
        error={error}
        failed={t('hr.announcements.failed')}
        onRetry={() => void refetch()}
        empty={<EmptyState icon={<CampaignRounded fontSize="large" />} title={t('hr.announcements.none')} />}
      >
        {(list) => (
          <Paper variant="outlined">
            <List aria-label={t('hr.announcements.title')}>
              {list.map((one) => {
                const state = stateOf(one, today);
                return (
                  <ListItem key={one.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText
                      primary={one.title}
                      secondary={
                        <Stack direction="row" spacing={0.5} component="span" sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                          <span>
                            {one.endsOn
                              ? t('hr.announcements.span', {
                                  from: displayDay(one.startsOn),
                                  to: displayDay(one.endsOn),
                                })
                              : t('hr.announcements.since', { from: displayDay(one.startsOn) })}
                          </span>
                          <Chip
                            size="small"
                            component="span"
                            color={state === 'showing' ? 'success' : 'default'}
                            label={t(`hr.announcements.states.${state}`)}
                          />
                          <Chip size="small" component="span" variant="outlined" label={scopeOf(one)} />
                          <Chip
                            size="small"
                            component="span"
                            variant="outlined"
                            label={t('hr.announcements.reads', { count: one.reads })}
                          />
                        </Stack>
                      }
                      slotProps={{ secondary: { component: 'div' } }}
                      sx={{ flex: '1 1 260px' }}
                    />
                    <Stack direction="row" spacing={0.5}>
                      <Button size="small" onClick={() => setEditing(one)}>
                        {t('hr.common.edit')}
                      </Button>
                      {state !== 'over' && (
                        <Button
                          size="small"
                          onClick={() =>
                            void act(
                              async () => (await end({ variables: { id: one.id } })).data!.hrEndAnnouncement.message,
                            )
                          }
                        >
                          {t('hr.announcements.end')}
                        </Button>
                      )}
                      <Button size="small" color="error" onClick={() => setDeleting(one)}>
                        {t('hr.common.delete')}
                      </Button>
                    </Stack>
                  </ListItem>
                );
              })}
            </List>
          </Paper>
        )}
      </QueryList>
      {editing && (
        <AnnouncementDialog
          editing={editing === 'new' ? null : editing}
          onSave={async (input, attachment) => {
            const id = editing === 'new' ? null : editing.id;
            const reply = await save({ variables: { id, input, attachment } });
            setNotice({ severity: 'success', text: reply.data!.hrSaveAnnouncement.message });
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        question={deleting ? t('hr.announcements.deleteQuestion', { title: deleting.title }) : null}
        confirmLabel={t('hr.common.delete')}
        danger
        busy={removing.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
