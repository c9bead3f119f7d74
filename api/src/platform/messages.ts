/** Messages every HR resource shares: who may use the HR console. */
export const HR_MESSAGES = {
  hrOnly: 'Only an HR admin can do this',
  otherCompany: 'This belongs to another company',
  noCompany: 'Your account has no company; ask for one to be set before using HR',
} as const;
