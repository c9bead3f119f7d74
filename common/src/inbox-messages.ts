/**
 * The sentences of the inbox (issue 47), in both languages, written once for everyone who says them:
 * the api's push and e-mail (in the recipient's stored language) and the web's inbox list (in the
 * language being spoken). An inbox item stores its key and values; its English `message` column is
 * this catalogue's English sentence, which the spec's reply keeps.
 *
 * {{name}} is filled in by a value: a name, a code, a number or a date as the app shows it (dd-mm-yyyy,
 * 24-hour times) is never translated; a value that is itself words (a day range, why a request came
 * to this person, the request an escalation is about) is a nested message, said in the same language;
 * a list of them reads one after the other, separated by "; ".
 *
 * The English sentences are the api's words before keys existed, word for word: the web recognises
 * an item written then by them (items without a key) and the e2e specs read them.
 */

export const INBOX_LANGUAGES = ['en', 'id'] as const;
export type InboxLanguage = (typeof INBOX_LANGUAGES)[number];

const en = {
  newAnnouncement: 'New announcement: {{title}}',
  clockInAccepted: 'Your clock-in of {{at}} was accepted',
  clockInRejected: 'Your clock-in of {{at}} was rejected: {{reason}}',
  clockOutAccepted: 'Your clock-out of {{at}} was accepted',
  clockOutRejected: 'Your clock-out of {{at}} was rejected: {{reason}}',
  clockInFlagged: "{{name}}'s clock-in of {{at}} needs your review",
  clockOutFlagged: "{{name}}'s clock-out of {{at}} needs your review",
  swapAsked: '{{name}} asks to swap shifts with you on {{day}}: {{mine}} ↔ {{theirs}}',
  swapToDecide: '{{requester}} and {{colleague}} ask to swap shifts on {{day}}: {{mine}} ↔ {{theirs}}',
  swapAccepted: '{{name}} accepted your shift swap on {{day}}',
  swapDeclined: '{{name}} declined your shift swap on {{day}}',
  swapApproved: 'Your shift swap on {{day}} was approved by {{name}}',
  swapRejected: 'Your shift swap on {{day}} was rejected by {{name}}',
  correctionFiledIn: '{{name}} ({{nik}}) asks to correct attendance: Clock In on {{day}} at {{time}}',
  correctionFiledOut: '{{name}} ({{nik}}) asks to correct attendance: Clock Out on {{day}} at {{time}}',
  correctionApprovedIn: 'Your attendance correction (Clock In on {{day}} at {{time}}) was approved by {{name}}',
  correctionApprovedOut: 'Your attendance correction (Clock Out on {{day}} at {{time}}) was approved by {{name}}',
  correctionRejectedIn: 'Your attendance correction (Clock In on {{day}} at {{time}}) was rejected by {{name}}',
  correctionRejectedOut: 'Your attendance correction (Clock Out on {{day}} at {{time}}) was rejected by {{name}}',
  correctionWithdrawnIn:
    '{{name}} ({{nik}}) withdrew their attendance correction request: Clock In on {{day}} at {{time}}',
  correctionWithdrawnOut:
    '{{name}} ({{nik}}) withdrew their attendance correction request: Clock Out on {{day}} at {{time}}',
  leaveFiled: '{{name}} requests {{type}} on {{days}}',
  leaveApproved: 'Your {{type}} request on {{days}} was approved by {{name}}',
  leaveRejected: 'Your {{type}} request on {{days}} was rejected by {{name}}',
  leaveWithdrawn: '{{name}} withdrew their {{type}} request on {{days}}',
  overtimeAsked: '{{name}} asks for overtime on {{span}}',
  overtimeOrdered: '{{name}} asks you to work overtime on {{span}}: agree to it',
  overtimeAgreed: '{{name}} agreed to overtime on {{span}}',
  overtimeApproved: 'Your overtime on {{span}} was approved by {{name}}',
  overtimeRejected: 'Your overtime on {{span}} was rejected by {{name}}',
  /** A request that came to someone other than the employee's supervisor, and why. */
  routed: '{{request}} ({{why}})',
  standingIn: 'standing in for {{name}} until {{day}}',
  supervisorOnLeave: '{{name}} is on leave',
  hrNoSupervisor: 'as HR: {{name}} has no supervisor',
  escalated: '{{request}} (escalated: undecided for {{hours}} working hours with {{names}})',
  reminderClockIn: 'Your shift started at {{at}} and you have not clocked in yet',
  reminderClockOut: 'Your shift ended at {{at}} and you have not clocked out yet',
  reminderDigest: 'Requests waiting for your decision: {{requests}}; flagged clock-ins to review: {{flagged}}',
  exportReady: 'Your export {{name}} is ready to download',
  importDone: 'Your import {{name}} is done: {{created}} created, {{updated}} updated',
  /** Days as a leave request names them: the first and the last. */
  dayRange: '{{from}} to {{to}}',
  /** An overtime's planned span; `zone` is empty in Jakarta's time, else " WITA" or " WIT". */
  overtimeSpan: '{{day}}, {{start}}–{{end}}{{zone}} ({{hours}} h)',
} as const;

export type InboxMessageKey = keyof typeof en;

const id: Record<InboxMessageKey, string> = {
  newAnnouncement: 'Pengumuman baru: {{title}}',
  clockInAccepted: 'Absen masuk Anda pada {{at}} diterima',
  clockInRejected: 'Absen masuk Anda pada {{at}} ditolak: {{reason}}',
  clockOutAccepted: 'Absen pulang Anda pada {{at}} diterima',
  clockOutRejected: 'Absen pulang Anda pada {{at}} ditolak: {{reason}}',
  clockInFlagged: 'Absen masuk {{name}} pada {{at}} perlu Anda tinjau',
  clockOutFlagged: 'Absen pulang {{name}} pada {{at}} perlu Anda tinjau',
  swapAsked: '{{name}} mengajak Anda bertukar sif pada {{day}}: {{mine}} ↔ {{theirs}}',
  swapToDecide: '{{requester}} dan {{colleague}} mengajukan tukar sif pada {{day}}: {{mine}} ↔ {{theirs}}',
  swapAccepted: '{{name}} menerima ajakan tukar sif Anda pada {{day}}',
  swapDeclined: '{{name}} menolak ajakan tukar sif Anda pada {{day}}',
  swapApproved: 'Tukar sif Anda pada {{day}} disetujui oleh {{name}}',
  swapRejected: 'Tukar sif Anda pada {{day}} ditolak oleh {{name}}',
  correctionFiledIn: '{{name}} ({{nik}}) mengajukan koreksi absensi: Absen Masuk {{day}} pukul {{time}}',
  correctionFiledOut: '{{name}} ({{nik}}) mengajukan koreksi absensi: Absen Pulang {{day}} pukul {{time}}',
  correctionApprovedIn: 'Koreksi absensi Anda (Absen Masuk {{day}} pukul {{time}}) disetujui oleh {{name}}',
  correctionApprovedOut: 'Koreksi absensi Anda (Absen Pulang {{day}} pukul {{time}}) disetujui oleh {{name}}',
  correctionRejectedIn: 'Koreksi absensi Anda (Absen Masuk {{day}} pukul {{time}}) ditolak oleh {{name}}',
  correctionRejectedOut: 'Koreksi absensi Anda (Absen Pulang {{day}} pukul {{time}}) ditolak oleh {{name}}',
  correctionWithdrawnIn:
    '{{name}} ({{nik}}) menarik kembali pengajuan koreksi absensi: Absen Masuk {{day}} pukul {{time}}',
  correctionWithdrawnOut:
    '{{name}} ({{nik}}) menarik kembali pengajuan koreksi absensi: Absen Pulang {{day}} pukul {{time}}',
  leaveFiled: '{{name}} mengajukan {{type}} pada {{days}}',
  leaveApproved: 'Pengajuan {{type}} Anda pada {{days}} disetujui oleh {{name}}',
  leaveRejected: 'Pengajuan {{type}} Anda pada {{days}} ditolak oleh {{name}}',
  leaveWithdrawn: '{{name}} menarik kembali pengajuan {{type}} pada {{days}}',
  overtimeAsked: '{{name}} mengajukan lembur pada {{span}}',
  overtimeOrdered: '{{name}} meminta Anda lembur pada {{span}}: nyatakan bersedia',
  overtimeAgreed: '{{name}} bersedia lembur pada {{span}}',
  overtimeApproved: 'Lembur Anda pada {{span}} disetujui oleh {{name}}',
  overtimeRejected: 'Lembur Anda pada {{span}} ditolak oleh {{name}}',
  routed: '{{request}} ({{why}})',
  standingIn: 'menggantikan {{name}} sampai {{day}}',
  supervisorOnLeave: '{{name}} sedang cuti',
  hrNoSupervisor: 'sebagai HR: {{name}} tidak memiliki atasan',
  escalated: '{{request}} (dialihkan: belum diputuskan selama {{hours}} jam kerja oleh {{names}})',
  reminderClockIn: 'Sif Anda mulai pukul {{at}} dan Anda belum absen masuk',
  reminderClockOut: 'Sif Anda berakhir pukul {{at}} dan Anda belum absen pulang',
  reminderDigest: 'Pengajuan menunggu keputusan Anda: {{requests}}; absensi ditandai yang perlu ditinjau: {{flagged}}',
  exportReady: 'Ekspor {{name}} Anda sudah siap diunduh',
  importDone: 'Impor {{name}} Anda selesai: {{created}} dibuat, {{updated}} diperbarui',
  dayRange: '{{from}} s/d {{to}}',
  overtimeSpan: '{{day}}, {{start}}–{{end}}{{zone}} ({{hours}} jam)',
};

/** The keys that are only ever a value inside another sentence, never an item's whole message. */
export const INBOX_MESSAGE_PARTS: ReadonlySet<InboxMessageKey> = new Set([
  'routed',
  'standingIn',
  'supervisorOnLeave',
  'hrNoSupervisor',
  'dayRange',
  'overtimeSpan',
]);

/** Each language's sentences; Indonesian must name every English key (the type says so). */
export const INBOX_MESSAGES: Record<InboxLanguage, Record<InboxMessageKey, string>> = { en, id };

/** A value an inbox sentence fills in: data as it is shown, or words said in the reader's language. */
export type InboxMessageValue = string | number | InboxMessage | InboxMessage[];

/** A sentence of the catalogue with its values: what an inbox item stores beside its English text. */
export interface InboxMessage {
  key: InboxMessageKey;
  values: Record<string, InboxMessageValue>;
}

export const isInboxMessageKey = (key: unknown): key is InboxMessageKey =>
  typeof key === 'string' && Object.hasOwn(en, key);

const isMessage = (value: unknown): value is InboxMessage =>
  typeof value === 'object' && value !== null && isInboxMessageKey((value as { key?: unknown }).key);

/** A message's words in `language`; a value it does not carry reads empty. */
export function inboxMessageText(language: InboxLanguage, message: InboxMessage): string {
  const say = (value: unknown): string => {
    if (Array.isArray(value)) return value.map(say).join('; ');
    if (isMessage(value)) return inboxMessageText(language, value);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  return INBOX_MESSAGES[language][message.key].replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    say(message.values?.[name]),
  );
}

/** A leave request's days: one day as it is shown, or the first and last as a range. */
export const inboxDays = (from: string, to: string): InboxMessageValue =>
  from === to ? from : { key: 'dayRange', values: { from, to } };
