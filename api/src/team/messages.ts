/** What the team routes say. */
export const TEAM_MESSAGES = {
  today: 'Your team today',
  recap: "Your team's month",
  personMonth: "The person's month",
  supervisorOnly: 'Only a supervisor has a team',
  notYourTeam: 'This person is not in your team',
} as const;
