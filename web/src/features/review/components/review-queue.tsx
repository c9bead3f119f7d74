import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { QueryList } from '../../../components/query-list';
import { readError } from '../../../lib/graphql-error';
import { displayDay } from '../../../lib/jakarta';
import { useClockingReviews, useReviewClockings } from '../api/use-review';
import type { ClockingReviewDecision, ClockingReviewStatus, ClockingReviewsQuery } from '../gql/graphql';

type Item = ClockingReviewsQuery['clockingReviews'][number];
type Signal = Item['signals'][number];

const STATUSES: ClockingReviewStatus[] = ['needs_review', 'accepted', 'rejected'];
const STATUS_COLOUR = { needs_review: 'warning', accepted: 'success', rejected: 'error' } as const;

/** A signal in the reader's language (time.review.signals.<id>); the api's English words for an id this web does not know yet. */
function useSignalWords() {
  const { t, i18n } = useTranslation();
  return (signal: Signal, words: string | undefined) => {
    const key = `time.review.signals.${signal.id}`;
    const values: Record<string, unknown> = Object.fromEntries(
      Object.entries(signal).filter(([name, value]) => name !== 'id' && name !== '__typename' && value != null),
    );
    // A count of days (repeated_coordinates) is the number its plural words are chosen by.
    if (values.count === undefined && values.days !== undefined) values.count = values.days;
    // With the values: a plural signal's words exist only by their count (…_one, …_other).
    if (!i18n.exists(key, values)) return words ?? signal.id;
    return t(key as 'time.review.signals.no_device', values);
  };
}

function ReviewCard({ item, selected, onToggle }: { item: Item; selected: boolean; onToggle?: () => void }) {
  const { t } = useTranslation();
  const signalWords = useSignalWords();
  const type = t(item.clocking ? 'time.review.clockIn' : 'time.review.clockOut');
  return (
    <Card
      variant="outlined"
      component="li"
      data-review={item.id}
      aria-label={`${item.name} · ${item.nik}`}
      sx={{ listStyle: 'none' }}
    >
      <CardContent sx={{ display: 'flex', gap: 1, '&:last-child': { pb: 2 } }}>
        {onToggle && (
          <Checkbox
            checked={selected}
            onChange={onToggle}
            slotProps={{
              input: {
                'aria-label': t('time.review.select', {
                  name: item.name,
                  type,
                  date: displayDay(item.date),
                  time: item.time,
                }),
              },
            }}
            sx={{ alignSelf: 'flex-start', ml: -1, mt: -1 }}
          />
        )}
        <Stack spacing={0.75} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Typography variant="subtitle1" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {item.name} · {item.nik}
            </Typography>
            <Chip
              size="small"
              color={item.riskScore >= 50 ? 'warning' : 'default'}
              label={t('time.review.score', { score: item.riskScore })}
            />
          </Stack>
          <Typography variant="body2">
            {type} · {displayDay(item.date)} {item.time}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {item.locationName ?? t('time.review.noLocation')}
            {item.accuracy != null && ` · ${t('time.review.accuracy', { metres: item.accuracy })}`}
          </Typography>
          {item.signals.length > 0 && (
            <Stack component="ul" spacing={0.25} aria-label={t('time.review.why')} sx={{ m: 0, pl: 2.5 }}>
              {item.signals.map((signal, index) => (
                <Typography key={`${signal.id}-${index}`} component="li" variant="body2">
                  {signalWords(signal, item.reasons[index])}
                </Typography>
              ))}
            </Stack>
          )}
          {item.status !== 'needs_review' && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Chip
                size="small"
                variant="outlined"
                color={STATUS_COLOUR[item.status]}
                label={t(`time.review.status.${item.status}`)}
              />
              {item.reason && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {t('time.review.because', { reason: item.reason })}
                </Typography>
              )}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The flagged clock-ins a supervisor (their team) or HR (their company) decides (issue 29): filtered
 * by where their review stands, each with why it was flagged; one or many are accepted or rejected
 * with a reason. A rejection takes the clock-in out of the day (and so out of what is paid): it is
 * asked for once more before it is sent.
 */
export function ReviewQueue() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ClockingReviewStatus>('needs_review');
  // ?nik= (from the recap's "under review" count) shows one person's clock-ins until cleared.
  const [search, setSearch] = useSearchParams();
  const nik = /^\d{1,12}$/.test(search.get('nik') ?? '') ? search.get('nik')! : undefined;
  const { data, previousData, loading, error, refetch } = useClockingReviews(status, nik);
  const [review, { loading: sending }] = useReviewClockings();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [decision, setDecision] = useState<ClockingReviewDecision | null>(null);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  // While another status loads, the list it replaces is not shown as if it were that status's.
  const items = data?.clockingReviews ?? (loading ? undefined : previousData?.clockingReviews);
  const open = status === 'needs_review' ? (items ?? []) : [];
  const chosen = open.filter((item) => selected.has(item.id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const choose = (next: ClockingReviewDecision) => {
    setDecision(next);
    setReason('');
    setReasonMissing(false);
  };
  const send = async () => {
    if (!decision || chosen.length === 0) return;
    if (reason.trim() === '') {
      setReasonMissing(true);
      return;
    }
    const count = chosen.length;
    try {
      await review({ variables: { ids: chosen.map((item) => item.id), decision, reason: reason.trim() } });
      setNotice({
        severity: 'success',
        text: t(decision === 'accepted' ? 'time.review.accepted' : 'time.review.rejected', { count }),
      });
      setSelected(new Set());
    } catch (failure) {
      setNotice({ severity: 'error', text: readError(failure).message });
    }
    setDecision(null);
  };

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={status}
        aria-label={t('time.review.filter')}
        onChange={(_event, value: ClockingReviewStatus | null) => {
          if (!value) return;
          setStatus(value);
          setSelected(new Set());
        }}
        sx={{ maxWidth: 560 }}
      >
        {STATUSES.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`time.review.status.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {nik && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip color="primary" variant="outlined" label={t('time.review.forNik', { nik })} />
          <Button
            size="small"
            onClick={() => {
              setSearch((current) => {
                const next = new URLSearchParams(current);
                next.delete('nik');
                return next;
              });
              setSelected(new Set());
            }}
          >
            {t('time.review.everyone')}
          </Button>
        </Stack>
      )}
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {open.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <FormControlLabel
            label={t('time.review.selected', { count: chosen.length })}
            control={
              <Checkbox
                checked={chosen.length === open.length}
                indeterminate={chosen.length > 0 && chosen.length < open.length}
                onChange={() =>
                  setSelected(chosen.length === open.length ? new Set() : new Set(open.map((item) => item.id)))
                }
                slotProps={{ input: { 'aria-label': t('time.review.selectAll') } }}
              />
            }
            sx={{ flexGrow: 1, mr: 0 }}
          />
          <Button variant="contained" color="success" disabled={chosen.length === 0} onClick={() => choose('accepted')}>
            {t('time.review.accept')}
          </Button>
          <Button variant="outlined" color="error" disabled={chosen.length === 0} onClick={() => choose('rejected')}>
            {t('time.review.reject')}
          </Button>
        </Stack>
      )}
      <QueryList
        items={items}
        loading={loading}
        error={error}
        failed={t('time.review.failed')}
        onRetry={() => void refetch()}
        rowHeight={140}
        empty={
          <EmptyState
            icon={<FactCheckRounded fontSize="large" aria-hidden />}
            title={t('time.review.empty')}
            hint={status === 'needs_review' ? t('time.review.emptyHint') : undefined}
          />
        }
      >
        {(list) => (
          // One column on a phone (and in the team's phone-width page), two side by side in HR's wide console.
          <Box
            component="ul"
            aria-label={t('time.review.list')}
            sx={{
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
              gap: 1.5,
            }}
          >
            {list.map((item) => (
              <ReviewCard
                key={item.id}
                item={item}
                selected={selected.has(item.id)}
                onToggle={item.status === 'needs_review' ? () => toggle(item.id) : undefined}
              />
            ))}
          </Box>
        )}
      </QueryList>
      <ConfirmDialog
        question={
          decision === null
            ? null
            : t(decision === 'accepted' ? 'time.review.acceptQuestion' : 'time.review.rejectQuestion', {
                count: chosen.length,
              })
        }
        confirmLabel={t(decision === 'rejected' ? 'time.review.reject' : 'time.review.accept')}
        danger={decision === 'rejected'}
        busy={sending}
        onConfirm={() => void send()}
        onCancel={() => setDecision(null)}
      >
        <TextField
          label={t('time.review.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonMissing(false);
          }}
          required
          fullWidth
          multiline
          minRows={2}
          margin="normal"
          error={reasonMissing}
          helperText={
            reasonMissing
              ? t('time.review.reasonRequired')
              : decision === 'rejected'
                ? t('time.review.rejectHint')
                : undefined
          }
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </ConfirmDialog>
    </Stack>
  );
}
