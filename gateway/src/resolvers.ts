import type { Resolvers } from './__generated__/resolvers-types.js';
import { authResolvers } from './auth/resolvers.js';
import { homeResolvers } from './home/resolvers.js';

/** Every domain's resolvers, merged per root type. */
const domains: Resolvers[] = [authResolvers, homeResolvers];

export const resolvers = domains.reduce<Record<string, Record<string, unknown>>>((merged, domain) => {
  for (const [type, fields] of Object.entries(domain)) merged[type] = { ...merged[type], ...(fields as object) };
  return merged;
}, {}) as Resolvers;
