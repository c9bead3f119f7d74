import type { ProfileFieldsFragment, ProfileInput } from '../../../gql/graphql';
import { messages } from '../../../i18n/messages';
import { displayDay, jakartaDisplayDate } from '../../../lib/jakarta';
import { SUPERVISOR_ROLE } from '../../../lib/session-store';

const t = messages.profile;

export interface ContactForm {
  email: string;
  phone: string;
  address: string;
}

export const contactForm = (user: ProfileFieldsFragment): ContactForm => ({
  email: user.email ?? '',
  phone: user.phone ?? '',
  address: user.address ?? '',
});

/** Spec 5: a blank e-mail, phone or address keeps the current value, so only filled ones are sent. */
export function contactInput(form: ContactForm): ProfileInput {
  const input: ProfileInput = {};
  for (const key of ['email', 'phone', 'address'] as const) {
    const value = form[key].trim();
    if (value) input[key] = value;
  }
  return input;
}

const shown = (value: string | null | undefined) => (value && value.trim() ? value : t.empty);

/** A calendar day (birth date) as dd-mm-yyyy, without a time-zone shift. */
const day = (value: string | null | undefined) => (value ? displayDay(value) : t.empty);

/** An instant (the join date, when the account was created) as its Jakarta day, dd-mm-yyyy. */
const instantDay = (value: string | null | undefined) => {
  if (!value) return t.empty;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? displayDay(value) : jakartaDisplayDate(value);
};

export const biographRows = (user: ProfileFieldsFragment) => [
  { label: t.fields.gender, value: shown(user.gender) },
  { label: t.fields.birthPlace, value: shown(user.birthPlace) },
  { label: t.fields.birthDate, value: day(user.birthDate) },
  { label: t.fields.blood, value: shown(user.blood) },
];

export const informationRows = (user: ProfileFieldsFragment) => [
  { label: t.fields.company, value: shown(user.company) },
  { label: t.fields.division, value: shown(user.division) },
  { label: t.fields.subdivision, value: shown(user.subdivision) },
  { label: t.fields.department, value: shown(user.department) },
  { label: t.fields.joinDate, value: instantDay(user.joinDate) },
  { label: t.fields.nik, value: user.nik },
  { label: t.fields.role, value: user.roleId === SUPERVISOR_ROLE ? t.roles.supervisor : t.roles.employee },
];
