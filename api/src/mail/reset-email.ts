import type { Language } from '../lib/languages.js';

/** The password-reset e-mail, in the language the person chose (issue 14). */
const RESET_EMAIL: Record<Language, (name: string, link: string) => { subject: string; text: string }> = {
  en: (name, link) => ({
    subject: 'Hadir: reset your password',
    text: `Hello ${name},\n\nOpen this link within 30 minutes to set a new password:\n${link}\n\nIf you did not ask for it, ignore this e-mail.\n`,
  }),
  id: (name, link) => ({
    subject: 'Hadir: atur ulang kata sandi Anda',
    text: `Halo ${name},\n\nBuka tautan ini dalam 30 menit untuk membuat kata sandi baru:\n${link}\n\nJika Anda tidak memintanya, abaikan e-mail ini.\n`,
  }),
};

export const resetEmail = (language: Language, name: string, link: string) => RESET_EMAIL[language](name, link);
