import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { displayDay } from '../../../lib/jakarta';
import type { HomeAnnouncement } from './announcement-card';

/** One announcement opened from Home: its text, its picture, or a link to its PDF. */
export function AnnouncementDialog({ announcement, onClose }: { announcement: HomeAnnouncement; onClose: () => void }) {
  const { t } = useTranslation();
  const { attachment } = announcement;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="announcement-dialog-title">
      <DialogTitle id="announcement-dialog-title">{announcement.title}</DialogTitle>
      <DialogContent>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {announcement.endsOn
            ? t('home.announcementSpan', {
                from: displayDay(announcement.startsOn),
                to: displayDay(announcement.endsOn),
              })
            : displayDay(announcement.startsOn)}
        </Typography>
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {announcement.body}
        </Typography>
        {attachment?.isPdf && (
          <Link href={attachment.url} download sx={{ display: 'inline-block', mt: 2 }}>
            {t('home.announcementPdf')}
          </Link>
        )}
        {attachment && !attachment.isPdf && (
          <img
            src={attachment.url}
            alt={t('home.announcementPicture')}
            style={{ display: 'block', maxWidth: '100%', marginTop: 16, borderRadius: 8 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('home.announcementClose')}</Button>
      </DialogActions>
    </Dialog>
  );
}
