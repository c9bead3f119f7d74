import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatch } from 'react-router';
import { AlertDialog } from '../../../components/alert-dialog';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { useFirstPaint } from '../../../first-paint/use-first-paint';
import { apiReplyText } from '../../../i18n/api-text';
import { matchCircle } from '../../../lib/geofence';
import { jakartaClock, jakartaDay, jakartaDisplayTime } from '../../../lib/jakarta';
import { useCurrentPosition } from '../lib/use-current-position';
import { readError } from '../../../lib/graphql-error';
import { useSessionUser } from '../../../lib/session-store';
import { useOnline } from '../../../lib/use-online';
import { useSubmit } from '../../../lib/use-submit';
import { useClockAttendance } from '../api/use-clock-attendance';
import { useApolloClient } from '@apollo/client/react';
import { clockQueue, requestClockSync, signerFor } from '../lib/clock-outbox';
import { newClockingKey, type QueuedInput } from '../lib/clock-queue';
import { useWorkLocations } from '../api/use-work-locations';
import { accuracyLimitOf, bestAccuracy } from '../lib/position-precision';
import { blinkState } from '../lib/blink';
import { MAX_ASKS } from '../lib/face-hints';
import { useBlinkWatch } from '../lib/use-blink-watch';
import { useFaceCheck } from '../lib/use-face-check';
import { ClockLocationCard } from './clock-location-card';
import { SelfieCard } from './selfie-card';

const NOTE_MAX = 255;

/**
 * Clock In / Clock Out capture (one screen; the route decides): inside a work-location circle,
 * with a selfie and an optional note. The photo and the note survive a failed submit for a retry.
 */
export function ClockScreen() {
  const { t } = useTranslation();
  // The route's match, not the raw path: /clockout/ (a trailing slash) is Clock Out too.
  const clocking = useMatch(paths.clockout.path) === null;
  const position = useCurrentPosition();
  const locations = useWorkLocations(clocking ? 'clockin' : 'clockout');
  const [clock] = useClockAttendance();
  const [photo, setPhoto] = useState<File | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  // The person asked for the camera (Take a selfie, Retake, or Submit without a selfie): the face check's
  // engine starts from here, in its worker, while the camera opens (the bench's "asked → live").
  const openCamera = useCallback(() => {
    // For the bench only (jsdom has no performance.mark).
    performance.mark?.('hadir:camera-asked');
    setCameraOpen(true);
  }, []);
  // The map's library waits while the camera starts: camera and position come first (issue 28).
  const [cameraStarting, setCameraStarting] = useState(false);
  const selfie = useRef<HTMLElement>(null);
  // The live video of this camera session, for the blink challenge (issue 49); a retake starts another.
  const [liveVideo, setLiveVideo] = useState<HTMLVideoElement | null>(null);
  const [retakes, setRetakes] = useState(0);
  const wasStarting = useRef(false);
  const onCameraStarting = useCallback((starting: boolean) => {
    setCameraStarting(starting);
    if (!starting && wasStarting.current) {
      // The face check's clock starts here (the bench's "camera live → outcome", docs/face-check.md).
      performance.mark('hadir:camera-live');
      // The shared camera component draws the video; the selfie card holds it (null if it failed).
      setLiveVideo(selfie.current?.querySelector('video') ?? null);
    }
    wasStarting.current = starting;
  }, []);
  const [selfieMissing, setSelfieMissing] = useState(false);
  // Typed on index.html's drawing of this screen before the app had started (issue 31).
  const drawn = useFirstPaint(['note'], { onTyped: ({ note: typed }) => setNote(typed.slice(0, NOTE_MAX)) });
  const [note, setNote] = useState(() => drawn.typed.note.slice(0, NOTE_MAX));
  const [done, setDone] = useState(false);
  const { submit: sendOnce, busy: sending, alert, setAlert, closeAlert } = useSubmit();
  // One key for this clock-in, however often Submit is pressed: the api stores it once (issue 29).
  const [clientId] = useState(newClockingKey);
  const user = useSessionUser();
  const online = useOnline();
  const client = useApolloClient();
  // This phone's key signs every clock-in (issue 29; rules §9 "Signed clock-ins").
  const [signer] = useState(() => signerFor(client));

  const point = position.status === 'ready' ? position.point : null;
  const circles = locations.data?.workLocations;
  const matched = point && circles ? matchCircle(point, circles) : null;
  // Too vague for where the person stands: the api would refuse it, so Submit waits and says why (issue 46).
  const accuracy = position.status === 'ready' ? bestAccuracy(position.fixes) : null;
  const limit = matched ? accuracyLimitOf(matched) : null;
  const tooVague = accuracy !== null && limit !== null && accuracy > limit;
  // The face check (issue 49): only for an enrolled person of a company that checks faces; its worker
  // and models load once the person asks for the camera, so nothing of it comes before the screen works
  // (and the worker's start, off the main thread, overlaps the camera's).
  const faceCheckOn = Boolean(circles?.some((circle) => circle.faceCheck));
  // Such a person who agreed to an earlier version of the face check notice is asked to read the new one.
  const faceNoticeChanged = Boolean(circles?.some((circle) => circle.faceCheck && circle.faceNoticeChanged));
  // Before Capture, the live video is watched for a blink; "Blink once" is not asked after two retakes.
  const blink = useBlinkWatch(faceCheckOn, photo ? null : liveVideo);
  const face = useFaceCheck(faceCheckOn, cameraOpen, photo, blinkState(blink.watch), retakes);

  const send = (file: File) =>
    sendOnce(async () => {
      if (!point || !matched) return;
      // Every fix of the watch goes (issue 29): the api decides on the most precise one and scores them all.
      const [fixes, faceCheck] = await Promise.all([position.freshFixes(), face.settle()]);
      const now = new Date();
      const input: QueuedInput = {
        latitude: point.latitude,
        longitude: point.longitude,
        fixes: fixes.map(({ latitude, longitude, accuracy, altitude, speed, timestamp }) => ({
          latitude,
          longitude,
          accuracy,
          altitude,
          speed,
          timestamp,
        })),
        webdriver: navigator.webdriver === true,
        description: note.trim() || null,
        clocking,
        attendDate: jakartaDay(now),
        attendTime: jakartaClock(now),
        locationCode: matched.code,
        locationName: matched.name,
        clientId,
        capturedAt: now.getTime(),
        // What the phone's face check saw (issue 49); kept with a clock-in saved offline too.
        ...(faceCheck ? { faceCheck } : {}),
      };
      try {
        // Signed with a nonce from the api; a phone that cannot sign sends it unsigned (the api says so on the record).
        const signed = user
          ? await signer
              .signOnline(user.nik, {
                clocking,
                nik: Number(user.nik),
                clientId,
                capturedAt: null,
                fixes: input.fixes,
                photo: file,
              })
              .catch((failure: unknown) => {
                if (readError(failure).code === 'NETWORK') throw failure;
                return null;
              })
          : null;
        // Sent as it is made, it counts at the api's time: only a kept one carries the phone's (rules §9).
        const { data } = await clock({ variables: { input: { ...input, capturedAt: null, ...signed }, photo: file } });
        setDone(true);
        setAlert({ status: 'success', message: apiReplyText(data?.clockAttendance.message), successRoute: 'live' });
      } catch (failure) {
        // No answer at all (no network): the clock-in is kept on this phone and goes when it is back online.
        if (readError(failure).code !== 'NETWORK' || !user) throw failure;
        await keepOnPhone(input, file, user.nik, failure);
      }
    });

  const keepOnPhone = async (input: QueuedInput, file: File, nik: string, failure: unknown) => {
    try {
      // Signed now, offline: bound to the clock-in's key and time, as no nonce can be had (rules §9).
      const signed = await signer
        .signOffline(nik, {
          clocking: input.clocking,
          nik: Number(nik),
          clientId: input.clientId,
          capturedAt: input.capturedAt,
          fixes: input.fixes,
          photo: file,
        })
        .catch(() => null);
      await clockQueue.keep({ nik, input: { ...input, ...signed }, photo: file });
      void requestClockSync();
    } catch {
      // This browser keeps nothing (IndexedDB refused): say what went wrong, as before.
      throw failure;
    }
    setDone(true);
    const time = jakartaDisplayTime(input.capturedAt);
    setAlert({
      status: 'success',
      message: clocking
        ? t('attendance.clock.savedOfflineIn', { time })
        : t('attendance.clock.savedOfflineOut', { time }),
      successRoute: 'live',
    });
  };

  const submit = () => {
    if (sending || done) return;
    if (position.status === 'failed') return setAlert({ status: 'failure', message: position.message });
    if (!point || !circles) return setAlert({ status: 'failure', message: t('attendance.clock.locating') });
    if (!matched) return setAlert({ status: 'failure', message: t('attendance.clock.outOfRadius') });
    if (tooVague) return;
    if (!photo) {
      setSelfieMissing(true);
      openCamera();
      selfie.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      return;
    }
    void send(photo);
  };

  return (
    <PageLayout
      title={clocking ? t('attendance.clock.titleIn') : t('attendance.clock.titleOut')}
      backTo={paths.live.href()}
    >
      {/* Offline, the app's banner covers the bottom of the screen: Submit can scroll above it. */}
      <Stack spacing={2} sx={{ pb: online ? 0 : 10 }}>
        <ClockLocationCard
          position={position}
          locations={circles}
          locationsFailed={Boolean(locations.error) && !circles}
          onRetryLocations={() => void locations.refetch()}
          matched={matched}
          deferMap={cameraStarting}
        />
        <SelfieCard
          ref={selfie}
          photo={photo}
          cameraOpen={cameraOpen}
          missing={selfieMissing}
          onOpen={openCamera}
          onCapture={setPhoto}
          onCameraStarting={onCameraStarting}
          faceHint={face.hint}
          blinkPrompt={blink.prompt && retakes < MAX_ASKS}
          onRetake={() => {
            setPhoto(null);
            setLiveVideo(null);
            setRetakes((count) => count + 1);
            openCamera();
          }}
        />
        <TextField
          label={t('attendance.clock.note')}
          name="note"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
        />
        {tooVague && !done && (
          <Alert severity="warning" id="submit-waits">
            {t('attendance.clock.submitWaitsForPrecision', { limit: Math.round(limit), metres: Math.round(accuracy) })}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          onClick={submit}
          disabled={sending || done || tooVague}
          aria-describedby={tooVague && !done ? 'submit-waits' : undefined}
          startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {clocking ? t('attendance.clock.submitIn') : t('attendance.clock.submitOut')}
        </Button>
        {faceNoticeChanged && (
          // The link under the words, not beside them: at 360 px an action beside them left the words a
          // column a few words wide.
          <Alert severity="info">
            <AlertTitle>{t('attendance.clock.faceNotice.changed')}</AlertTitle>
            {t('attendance.clock.faceNotice.hint')}
            <Stack direction="row" sx={{ mt: 1 }}>
              <Button color="inherit" size="small" component={RouterLink} to={paths.faceCheck.href()} sx={{ ml: -0.5 }}>
                {t('attendance.clock.faceNotice.read')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
      <AlertDialog alert={alert} onClose={closeAlert} />
    </PageLayout>
  );
}
