/** Words of the correction screens (spec's strings word for word). */
export const correction = {} as const;
