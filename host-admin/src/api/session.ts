import {
  decodeTokenPayload,
  isTokenValid,
  type SessionUser,
  sessionUserFromToken,
  toUserRole,
  type UserRole,
} from '@zapisy/core';

/** The user as `POST /auth/login` and `GET /me` answer it (the fields the admin reads). */
export interface SessionProfile {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  organizationId?: string | null;
  phoneNumber?: string | null;
  status?: string;
}

/** The auth store of spec §3: loggedIn, organizationId, user (role, names), token; token claims merged. */
export interface Session {
  loggedIn: boolean;
  token: string | null;
  user: SessionProfile | null;
  role: UserRole;
  organizationId: string | null;
  /** For core's hasRole. */
  sessionUser: SessionUser;
}

/** localStorage keys; outside the `zapisy:cache:` prefix so a cache clear keeps the session. */
export const TOKEN_STORAGE_KEY = 'zapisy:token';
export const USER_STORAGE_KEY = 'zapisy:user';
/**
 * The cookie earlier versions wrote the token into (spec §4 "the token is held in a cookie and local
 * storage"). Nothing on the server reads it (the API authenticates only by `x-auth-token`), and a cookie
 * JavaScript can read adds nothing but exposure (sent with every request to this site, a CSRF surface the
 * day anything reads it): the token now lives in local storage only, and sign-in and sign-out delete a
 * cookie left by an older version (issue 13 finding 5).
 */
export const LEGACY_TOKEN_COOKIE = 'zapisy_token';

export interface SessionStoreOptions {
  storage?: Storage;
  document?: Document;
  now?: () => Date;
}

export interface SessionStore {
  /** The current session; an expired stored token is removed first (spec §4). */
  current(): Session;
  /**
   * The token to send. `expired` is true when a token was stored but had expired (it is removed now):
   * the session ended mid-work.
   */
  takeToken(): { token: string | null; expired: boolean };
  /** After log-in: keeps the token and the user profile in local storage (spec §4; no cookie, see above). */
  signIn(token: string, user: SessionProfile): void;
  /** Replaces the stored profile (after PATCH /me). */
  updateUser(user: SessionProfile): void;
  /** Removes the token and the profile; 'expired' when the server said the session ended. */
  clear(reason?: 'expired'): void;
  /** True after an expired token was removed (until the next log-in): log-in then says the session ended. */
  expired(): boolean;
  subscribe(listener: () => void): () => void;
}

const LOGGED_OUT: Session = {
  loggedIn: false,
  token: null,
  user: null,
  role: 'guest',
  organizationId: null,
  sessionUser: { loggedIn: false },
};

function safeGet(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parseUser(text: string | null): SessionProfile | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as SessionProfile) : null;
  } catch {
    return null;
  }
}

function tokenClaims(token: string): Readonly<Record<string, unknown>> {
  try {
    return decodeTokenPayload(token);
  } catch {
    return {};
  }
}

/** Token in local storage (spec §4 "Session: the token is held in a cookie and local storage": the cookie is dropped, see LEGACY_TOKEN_COOKIE). */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  const doc = options.document ?? (typeof document === 'undefined' ? undefined : document);
  const now = options.now ?? (() => new Date());
  const listeners = new Set<() => void>();
  let cached: { key: string; session: Session } | null = null;
  let expiredRemoved = false;

  const notify = () => {
    cached = null;
    for (const listener of [...listeners]) listener();
  };

  const dropLegacyCookie = () => {
    if (!doc?.cookie.includes(`${LEGACY_TOKEN_COOKIE}=`)) return;
    doc.cookie = `${LEGACY_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  };

  const remove = () => {
    try {
      storage?.removeItem(TOKEN_STORAGE_KEY);
      storage?.removeItem(USER_STORAGE_KEY);
    } catch {
      // storage unavailable
    }
    dropLegacyCookie();
  };

  const store: SessionStore = {
    current() {
      const token = safeGet(storage, TOKEN_STORAGE_KEY);
      if (!token) return LOGGED_OUT;
      if (!isTokenValid(token, now())) {
        remove();
        expiredRemoved = true;
        notify();
        return LOGGED_OUT;
      }
      const userText = safeGet(storage, USER_STORAGE_KEY);
      const key = `${token}\n${userText ?? ''}`;
      if (cached?.key === key) return cached.session;
      const user = parseUser(userText);
      const claims = tokenClaims(token);
      const organizationId =
        (typeof claims.organizationId === 'string' ? claims.organizationId : null) ??
        user?.organizationId ??
        null;
      const sessionUser = sessionUserFromToken(token, now());
      const session: Session = {
        loggedIn: true,
        token,
        user,
        role: toUserRole(sessionUser.role ?? user?.role),
        organizationId,
        sessionUser: { ...sessionUser, role: sessionUser.role ?? user?.role ?? null },
      };
      cached = { key, session };
      return session;
    },
    takeToken() {
      const token = safeGet(storage, TOKEN_STORAGE_KEY);
      if (!token) return { token: null, expired: false };
      if (isTokenValid(token, now())) return { token, expired: false };
      remove();
      expiredRemoved = true;
      notify();
      return { token: null, expired: true };
    },
    signIn(token, user) {
      expiredRemoved = false;
      try {
        storage?.setItem(TOKEN_STORAGE_KEY, token);
        storage?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
      } catch {
        // storage unavailable: the session lasts until this tab reloads
      }
      dropLegacyCookie();
      notify();
    },
    updateUser(user) {
      try {
        storage?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
      } catch {
        // ignore
      }
      notify();
    },
    clear(reason) {
      if (reason === 'expired') expiredRemoved = true;
      remove();
      notify();
    },
    expired: () => expiredRemoved,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };

  // Another tab logging in or out.
  if (
    typeof window !== 'undefined' &&
    storage === (typeof localStorage === 'undefined' ? undefined : localStorage)
  ) {
    window.addEventListener('storage', (event) => {
      if (event.key === TOKEN_STORAGE_KEY || event.key === USER_STORAGE_KEY || event.key === null) notify();
    });
  }
  return store;
}
