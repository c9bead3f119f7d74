import type { Language } from '../lib/languages.js';

interface ActivationMail {
  name: string;
  nik: number;
  link: string;
  code: string;
  expires: string;
  issuedBy: string;
}

/** The e-mail that opens an account (or gives a new way in): the link, and the same secret as a code. */
const ACTIVATION_EMAIL: Record<Language, (mail: ActivationMail) => { subject: string; text: string }> = {
  en: ({ name, nik, link, code, expires, issuedBy }) => ({
    subject: 'Hadir: activate your account',
    text: `Hello ${name},\n\n${issuedBy} (HR) has opened your Hadir account. Open this link to choose your password:\n${link}\n\nOr sign in with your NIK ${nik} and this activation code as the password: ${code}\n\nThe code works once, until ${expires}. Never share it.\n`,
  }),
  id: ({ name, nik, link, code, expires, issuedBy }) => ({
    subject: 'Hadir: aktifkan akun Anda',
    text: `Halo ${name},\n\n${issuedBy} (HR) telah membuka akun Hadir Anda. Buka tautan ini untuk membuat kata sandi:\n${link}\n\nAtau masuk dengan NIK ${nik} dan kode aktivasi ini sebagai kata sandi: ${code}\n\nKode hanya berlaku sekali, sampai ${expires}. Jangan bagikan kepada siapa pun.\n`,
  }),
};

export const activationEmail = (language: Language, mail: ActivationMail) => ACTIVATION_EMAIL[language](mail);
