export const ORGANISATION_MESSAGES = {
  organisation: 'Organisation',
  created: 'Unit created',
  updated: 'Unit updated',
  deleted: 'Unit deleted',
  kindInvalid: 'Unit kind must be divisions, subdivisions or departments',
  codeRequired: 'Code is required',
  codeInvalid: 'A unit code is 1 to 20 letters, digits, - or _',
  nameRequired: 'Name is required',
  nameTooLong: 'Name may be at most 100 characters',
  notFound: (label: string, code: string) => `There is no ${label} ${code}`,
  codeTaken: (label: string, code: string) => `There is already a ${label} ${code}`,
  inUse: (code: string, users: { nik: number; name: string }[], userCount: number, locations: string[]) => {
    const parts: string[] = [];
    if (userCount > 0) {
      const named = users.map((user) => `${user.nik} ${user.name}`).join(', ');
      const more = userCount > users.length ? ', …' : '';
      parts.push(`${userCount} ${userCount === 1 ? 'employee' : 'employees'} (${named}${more})`);
    }
    if (locations.length > 0) {
      parts.push(`${locations.length} ${locations.length === 1 ? 'location' : 'locations'} (${locations.join(', ')})`);
    }
    return `${code} is still used by ${parts.join(' and ')}`;
  },
} as const;
