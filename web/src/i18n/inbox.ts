/** Words of the inbox screens (spec's strings word for word). */
export const inbox = {} as const;
