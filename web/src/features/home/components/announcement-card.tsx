import CampaignRounded from '@mui/icons-material/CampaignRounded';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import type { AnnouncementsQuery } from '../../../gql/graphql';
import { displayDay } from '../../../lib/jakarta';
import { useAnnouncements, useMarkAnnouncementRead } from '../api/use-announcements';
import { AnnouncementDialog } from './announcement-dialog';

export type HomeAnnouncement = AnnouncementsQuery['announcements'][number];

/** Home's Announcement card (spec §1): HR's announcements for the person, newest first, unread ones marked. */
export function AnnouncementCard() {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useAnnouncements();
  const [markRead] = useMarkAnnouncementRead();
  const [open, setOpen] = useState<HomeAnnouncement | null>(null);
  const list = data?.announcements;
  const openOne = (announcement: HomeAnnouncement) => {
    setOpen(announcement);
    // A mark that fails is asked again the next time it is opened: nothing the person must see.
    if (!announcement.read) markRead({ variables: { id: announcement.id } }).catch(() => undefined);
  };
  return (
    <Card component="section" aria-labelledby="announcement-title">
      <CardContent>
        <Typography id="announcement-title" component="h2" variant="h6" gutterBottom>
          {t('home.announcement')}
        </Typography>
        {error && !list ? (
          <LoadFailure error={error} failed={t('home.announcementsFailed')} onRetry={() => void refetch()} />
        ) : loading && !list ? (
          <Skeleton variant="rounded" height={56} />
        ) : !list?.length ? (
          <Stack spacing={1} sx={{ alignItems: 'center', py: 3, color: 'text.secondary' }}>
            <CampaignRounded fontSize="large" aria-hidden />
            <Typography variant="body2">{t('home.noAnnouncement')}</Typography>
          </Stack>
        ) : (
          <List disablePadding>
            {list.map((announcement) => (
              <ListItemButton
                key={announcement.id}
                onClick={() => openOne(announcement)}
                aria-haspopup="dialog"
                sx={{ borderRadius: 2, px: 1 }}
              >
                <ListItemText
                  primary={announcement.title}
                  secondary={displayDay(announcement.startsOn)}
                  slotProps={{
                    primary: { sx: { fontWeight: announcement.read ? 400 : 700 }, noWrap: true },
                  }}
                />
                {!announcement.read && (
                  <Chip label={t('home.announcementUnread')} color="primary" size="small" sx={{ ml: 1 }} />
                )}
              </ListItemButton>
            ))}
          </List>
        )}
      </CardContent>
      {open && <AnnouncementDialog announcement={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}
