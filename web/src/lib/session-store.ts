import { useSyncExternalStore } from 'react';

/**
 * What the client keeps to draw the header and pick routes: not a credential. The provider token
 * lives in the gateway's httpOnly cookie, out of reach of page scripts.
 */
export interface SessionUser {
  nik: string;
  name: string;
  roleId: number;
  photoUrl: string | null;
  /** The person's zone (issue 45): their clock reads it; Jakarta's when a session kept from before has none. */
  timeZone?: string;
}

// first-paint/first-screen.ts reads it too (SIGNED_IN_KEY): index.html's scripts run before this module.
const KEY = 'hadir.user';
const listeners = new Set<() => void>();
let cached: SessionUser | null | undefined;

function read(): SessionUser | null {
  if (cached !== undefined) return cached;
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as SessionUser | null;
    cached = parsed && typeof parsed.nik === 'string' && typeof parsed.name === 'string' ? parsed : null;
  } catch {
    cached = null;
  }
  return cached;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: read,
  set(user: SessionUser): void {
    const { nik, name, roleId, photoUrl, timeZone } = user;
    cached = { nik, name, roleId, photoUrl, ...(timeZone ? { timeZone } : {}) };
    localStorage.setItem(KEY, JSON.stringify(cached));
    emit();
  },
  /** Updates what the header shows (a new photo, say) without touching anything else. */
  update(patch: Partial<SessionUser>): void {
    const current = read();
    if (current) sessionStore.set({ ...current, ...patch });
  },
  clear(): void {
    cached = null;
    localStorage.removeItem(KEY);
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== KEY) return;
      cached = undefined;
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

// The store on a server too: the build draws signed-in screens in Node (first-paint/render.tsx).
export const useSessionUser = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);

export const SUPERVISOR_ROLE = 2;

/** An HR admin (also an employee): manages their own company's people and places under /hr. */
export const HR_ROLE = 3;
