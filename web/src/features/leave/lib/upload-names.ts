import { firstName } from '../../../lib/display-name';
import { formatJakarta } from '../../../lib/jakarta';

const RANDOM_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A few random letters and digits, so two files of one second do not share a name. */
export function randomPart(length = 6, random: () => number = Math.random): string {
  return Array.from({ length }, () => RANDOM_ALPHABET[Math.floor(random() * RANDOM_ALPHABET.length)]).join('');
}

/** A person's first name made safe for a file name ("Ade Rahmat Hidayat" → "Ade"). */
const namePart = (fullName: string) => firstName(fullName).replace(/[^A-Za-z0-9_-]/g, '') || 'user';

/** Spec 5: Attachment-{first name}-{random}{timestamp}.pdf. */
export const attachmentFileName = (fullName: string, now: Date = new Date(), random: string = randomPart()) =>
  `Attachment-${namePart(fullName)}-${random}${now.getTime()}.pdf`;

/** Spec 5: Signature-{first name}-{ddmmyyyy}-{timestamp}.png (the day in Jakarta). */
export const signatureFileName = (fullName: string, now: Date = new Date()) =>
  `Signature-${namePart(fullName)}-${formatJakarta(now, 'ddMMyyyy')}-${now.getTime()}.png`;

/** The same bytes under another name (the upload's file name is what the server is told). */
export const renamed = (file: Blob, name: string, type = file.type) => new File([file], name, { type });
