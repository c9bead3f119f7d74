import type { ProfileFieldsFragment, ProfileInput } from '../../../gql/graphql';
import { i18n } from '../../../i18n';
import { displayDay, jakartaDisplayDate } from '../../../lib/jakarta';
import { SUPERVISOR_ROLE } from '../../../lib/session-store';

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

const shown = (value: string | null | undefined) => (value && value.trim() ? value : i18n.t('profile.empty'));

/** A calendar day (birth date) as dd-mm-yyyy, without a time-zone shift. */
const day = (value: string | null | undefined) => (value ? displayDay(value) : i18n.t('profile.empty'));

/** An instant (the join date, when the account was created) as its Jakarta day, dd-mm-yyyy. */
const instantDay = (value: string | null | undefined) => {
  if (!value) return i18n.t('profile.empty');
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? displayDay(value) : jakartaDisplayDate(value);
};

export const biographRows = (user: ProfileFieldsFragment) => [
  { label: i18n.t('profile.fields.gender'), value: shown(user.gender) },
  { label: i18n.t('profile.fields.birthPlace'), value: shown(user.birthPlace) },
  { label: i18n.t('profile.fields.birthDate'), value: day(user.birthDate) },
  { label: i18n.t('profile.fields.blood'), value: shown(user.blood) },
];

export const informationRows = (user: ProfileFieldsFragment) => [
  // A unit by its name; its code only where the provider names none.
  { label: i18n.t('profile.fields.company'), value: shown(user.companyName ?? user.company) },
  { label: i18n.t('profile.fields.division'), value: shown(user.divisionName ?? user.division) },
  { label: i18n.t('profile.fields.subdivision'), value: shown(user.subdivisionName ?? user.subdivision) },
  { label: i18n.t('profile.fields.department'), value: shown(user.departmentName ?? user.department) },
  { label: i18n.t('profile.fields.joinDate'), value: instantDay(user.joinDate) },
  { label: i18n.t('profile.fields.nik'), value: user.nik },
  {
    label: i18n.t('profile.fields.role'),
    value: user.roleId === SUPERVISOR_ROLE ? i18n.t('profile.roles.supervisor') : i18n.t('profile.roles.employee'),
  },
];
