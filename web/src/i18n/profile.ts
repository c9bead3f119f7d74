/** Words of the profile screens (spec's strings word for word). */
export const profile = {} as const;
