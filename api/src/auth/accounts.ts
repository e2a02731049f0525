/**
 * Account flows behind `/auth/*` and `/me` (spec first document §2 `/glowne/zarejestruj`,
 * `/potwierdz-rejestracje`, `/resetuj-haslo`, `/edytuj-uzytkownika`; §3 User "status (default pending)").
 */
import { randomUUID } from 'node:crypto';
import { isValidPhone, type UserRole, ValidationError } from '@zapisy/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { confirmRegistrationMail, registrationAttemptMail, resetPasswordMail } from '../mail/templates.js';
import { createOrganization } from '../modules/organizations/index.js';
import { hashPassword, verifyPassword } from '../seed/password.js';
import { consumeAccountToken, issueAccountToken } from './account-tokens.js';
import { passwordProblems } from './password-policy.js';
import { consumeAttempt } from './rate-limit.js';
import { forgetOtherSessions, type SessionOrigin, startSession } from './sessions.js';
import {
  type AccountDocument,
  findUserByEmail,
  findUserById,
  normalizeEmail,
  type PublicUser,
  toPublicUser,
  usersCollection,
} from './users.js';

export interface RegisterInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  organizationName?: string;
  ip: string;
}

const linkExpired = (): ValidationError =>
  new ValidationError('Odnośnik jest nieprawidłowy, został już użyty lub wygasł. Poproś o nowy.');

function requireText(value: string | undefined, field: string, label: string, problems: string[]): string {
  const text = (value ?? '').trim();
  if (text === '') problems.push(`${field}: ${label} jest wymagane`);
  return text;
}

/** Whole seconds: tokens carry `iat` in seconds, so a token issued after this instant compares ≥. */
function sessionsCutoff(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 1000) * 1000);
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/**
 * The address already has a confirmed (or blocked) account: nothing changes, and its owner gets an e-mail
 * saying someone tried to register with it, with the log-in and password-reset links. Sent like the
 * confirmation (awaited, through the outbox and SMTP), so both answers take about as long.
 */
async function tellOwnerOfAttempt(app: FastifyInstance, account: AccountDocument): Promise<void> {
  const base = app.config.publicUrl;
  await app.mailer.send(
    registrationAttemptMail({
      to: account.email,
      firstName: account.firstName,
      loginLink: `${base}/glowne/zaloguj`,
      resetLink: `${base}/glowne/resetuj-haslo`,
    }),
    { kind: 'registration-attempt' },
  );
}

/**
 * Registration: the same answer for every well-formed request, whether the address is new, pending or
 * already has an account (no enumeration, issue 13 finding 7). A new address gets a pending account, a
 * pending one is refreshed (a lost e-mail can be sent again); either way a single-use confirmation link
 * `${publicUrl}/glowne/potwierdz-rejestracje?token=…` (48 h) is e-mailed. An address with a confirmed
 * account is left as it is and its owner is told by e-mail (`tellOwnerOfAttempt`).
 */
export async function register(app: FastifyInstance, input: RegisterInput): Promise<{ email: string }> {
  const limits = app.config.auth.loginRateLimit;
  await consumeAttempt(
    app.store,
    `register:ip:${input.ip}`,
    { max: limits.perIp, windowSeconds: limits.windowSeconds },
    'Zbyt wiele prób rejestracji',
  );
  const email = normalizeEmail(input.email);
  const problems: string[] = [];
  const firstName = requireText(input.firstName, 'firstName', 'imię', problems);
  const lastName = requireText(input.lastName, 'lastName', 'nazwisko', problems);
  problems.push(...passwordProblems(input.password, email).map((p) => `password: ${p}`));
  const organizationName = input.organizationName?.trim();
  if (input.organizationName !== undefined && organizationName === '') {
    problems.push('organizationName: nazwa organizacji nie może być pusta');
  }
  if (problems.length > 0) throw new ValidationError(problems);

  const users = usersCollection(app.store);
  // Hashed in every case, so an existing address costs the same scrypt as a new one.
  const passwordHash = await hashPassword(input.password);
  let existing = await findUserByEmail(app.store, email);
  if (!existing) {
    const account: AccountDocument = {
      _id: randomUUID().replaceAll('-', ''),
      email,
      firstName,
      lastName,
      role: 'guest',
      status: 'pending',
      passwordHash,
      registrationDate: new Date(),
    };
    if (organizationName) account.pendingOrganizationName = organizationName;
    const inserted = await users.insertOne(account).then(
      () => true,
      (error: unknown) => {
        if (isDuplicateKey(error)) return false; // registered at the same moment by another request
        throw error;
      },
    );
    if (inserted) {
      await sendConfirmation(app, account._id, email, firstName);
      return { email };
    }
    existing = await findUserByEmail(app.store, email);
    if (!existing) throw new Error(`register: ${email} was taken and is gone`);
  }
  if (existing.status !== 'pending') {
    await tellOwnerOfAttempt(app, existing);
    return { email };
  }
  const fields = { firstName, lastName, passwordHash };
  await users.updateOne(
    { _id: existing._id, status: 'pending' },
    organizationName
      ? { $set: { ...fields, pendingOrganizationName: organizationName } }
      : { $set: fields, $unset: { pendingOrganizationName: '' } },
  );
  await sendConfirmation(app, existing._id, email, firstName);
  return { email };
}

async function sendConfirmation(app: FastifyInstance, userId: string, email: string, firstName: string) {
  const token = await issueAccountToken(app.store, userId, 'confirm-registration');
  const link = `${app.config.publicUrl}/glowne/potwierdz-rejestracje?token=${encodeURIComponent(token)}`;
  await app.mailer.send(confirmRegistrationMail({ to: email, firstName, link }), {
    kind: 'confirm-registration',
  });
}

/**
 * Activates the account of a confirmation link and logs the user in. When the registration named an
 * organization, it is created now (self-service) with the user as owner, hence admin. One transaction:
 * the link stays usable if anything fails.
 */
export async function confirmRegistration(
  app: FastifyInstance,
  token: string,
): Promise<{ token: string; user: PublicUser }> {
  const user = await app.store.withTransaction(async (session) => {
    const now = new Date();
    const userId = await consumeAccountToken(app.store, token, 'confirm-registration', now, session);
    if (userId === null) throw linkExpired();
    const users = usersCollection(app.store);
    const account = await users.findOne({ _id: userId }, { session });
    if (!account || account.status === 'blocked') throw linkExpired();
    const set: Partial<AccountDocument> = { status: 'active' };
    if (account.pendingOrganizationName && account.organizationId === undefined) {
      const organization = await createOrganization(
        app.store,
        { name: account.pendingOrganizationName, ownerId: userId, emailAddress: account.email, now },
        session,
      );
      set.organizationId = organization._id;
      set.role = 'admin' satisfies UserRole;
    }
    await users.updateOne(
      { _id: userId },
      { $set: set, $unset: { pendingOrganizationName: '' } },
      { session },
    );
    return { ...account, ...set } as AccountDocument;
  });
  const { token: signed } = await startSession(app, user);
  return {
    token: signed,
    user: toPublicUser({ ...user, pendingOrganizationName: undefined } as AccountDocument),
  };
}

/** The answer to every registration: true whether the address was new, pending or had an account. */
export const registrationSentMessage = (email: string): string =>
  `Wysłaliśmy wiadomość na adres ${email}. Sprawdź skrzynkę i postępuj zgodnie z instrukcją: nowe konto aktywujesz odnośnikiem z wiadomości, a jeśli masz już konto z tym adresem, wiadomość podpowie, jak się zalogować lub ustawić nowe hasło.`;

export const RESET_REQUESTED_MESSAGE =
  'Jeśli konto o tym adresie istnieje, wysłaliśmy na niego odnośnik do ustawienia nowego hasła.';

/**
 * Always the same neutral answer. For an active account, a single-use reset link
 * `${publicUrl}/glowne/resetuj-haslo?token=…` (1 h) is e-mailed in the background, so the answer takes
 * as long whether the account exists or not. Rate-limited per IP and per e-mail.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  input: { email: string; ip: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const email = normalizeEmail(input.email);
  const limits = app.config.auth.loginRateLimit;
  const subject = 'Zbyt wiele próśb o zmianę hasła';
  const hour = 60 * 60;
  await consumeAttempt(
    app.store,
    `reset:ip:${input.ip}`,
    { max: Math.max(1, Math.ceil(limits.perIp / 3)), windowSeconds: hour },
    subject,
  );
  await consumeAttempt(
    app.store,
    `reset:account:${email}`,
    { max: Math.max(1, Math.ceil(limits.perAccount / 3)), windowSeconds: hour },
    subject,
  );

  const user = await findUserByEmail(app.store, email);
  if (user?.status !== 'active') return;
  const token = await issueAccountToken(app.store, user._id, 'reset-password');
  const link = `${app.config.publicUrl}/glowne/resetuj-haslo?token=${encodeURIComponent(token)}`;
  app.mailer.sendInBackground(
    resetPasswordMail({ to: user.email, firstName: user.firstName, link }),
    { kind: 'reset-password' },
    (error) => log.error({ err: error }, 'password reset e-mail failed'),
  );
}

/** Sets the new password of a reset link; every token issued before now stops working. */
export async function confirmPasswordReset(
  app: FastifyInstance,
  input: { token: string; password: string },
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await app.store
    .withTransaction(async (session) => {
      const now = new Date();
      const userId = await consumeAccountToken(app.store, input.token, 'reset-password', now, session);
      if (userId === null) throw linkExpired();
      const users = usersCollection(app.store);
      const account = await users.findOne({ _id: userId }, { session });
      if (account?.status !== 'active') throw linkExpired();
      const problems = passwordProblems(input.password, account.email);
      if (problems.length > 0) throw new ValidationError(problems.map((p) => `password: ${p}`));
      await users.updateOne(
        { _id: userId },
        { $set: { passwordHash, sessionsValidFrom: sessionsCutoff(now) }, $inc: { tokenVersion: 1 } },
        { session },
      );
      return userId;
    })
    .then((userId) => forgetOtherSessions(app.store, userId));
}

export const EMAIL_TAKEN = 'email: ten adres e-mail ma już inne konto';

export interface UpdateMeInput {
  email?: string;
  firstName?: string;
  lastName?: string;
  phoneNumber?: string;
  password?: string;
  currentPassword?: string;
}

/**
 * Edits the caller's own user. A new password needs `currentPassword`; it ends every other session and
 * returns a fresh token for this one.
 */
export async function updateMe(
  app: FastifyInstance,
  userId: string,
  input: UpdateMeInput,
  origin: SessionOrigin = {},
): Promise<{ user: PublicUser; token?: string }> {
  const account = await findUserById(app.store, userId);
  if (!account) throw new ValidationError('Nie znaleziono użytkownika');
  const problems: string[] = [];
  const set: Partial<AccountDocument> = {};
  if (input.firstName !== undefined)
    set.firstName = requireText(input.firstName, 'firstName', 'imię', problems);
  if (input.lastName !== undefined)
    set.lastName = requireText(input.lastName, 'lastName', 'nazwisko', problems);
  if (input.phoneNumber !== undefined) {
    const phone = input.phoneNumber.trim();
    if (phone !== '' && !isValidPhone(phone)) {
      problems.push(
        'phoneNumber: numer telefonu musi mieć 9 cyfr albo zaczynać się od + (numer międzynarodowy)',
      );
    }
    set.phoneNumber = phone;
  }
  const newEmail = input.email === undefined ? undefined : normalizeEmail(input.email);
  const changingEmail = newEmail !== undefined && newEmail !== account.email;
  if (changingEmail) set.email = newEmail;
  if (input.password !== undefined || changingEmail) {
    const what = input.password !== undefined ? 'ustawić nowe' : 'zmienić adres e-mail';
    if (input.currentPassword === undefined || input.currentPassword === '') {
      problems.push(`currentPassword: podaj obecne hasło, aby ${what}`);
    } else if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
      problems.push('currentPassword: obecne hasło jest nieprawidłowe');
    }
  }
  if (input.password !== undefined) {
    problems.push(
      ...passwordProblems(input.password, newEmail ?? account.email).map((p) => `password: ${p}`),
    );
  }
  if (problems.length > 0) throw new ValidationError(problems);

  const now = new Date();
  const taken = (error: unknown): never => {
    if (isDuplicateKey(error)) throw new ValidationError([EMAIL_TAKEN]);
    throw error;
  };
  if (input.password !== undefined) {
    set.passwordHash = await hashPassword(input.password);
    set.sessionsValidFrom = sessionsCutoff(now);
  }
  let updated: AccountDocument = { ...account, ...set };
  if (input.password !== undefined) {
    // The new version ends every other session, even one signed in this same second; this one gets it.
    const stored = await usersCollection(app.store)
      .findOneAndUpdate(
        { _id: userId },
        { $set: set, $inc: { tokenVersion: 1 } },
        { returnDocument: 'after' },
      )
      .catch(taken);
    if (!stored) throw new ValidationError('Nie znaleziono użytkownika');
    updated = stored;
  } else if (Object.keys(set).length > 0) {
    await usersCollection(app.store).updateOne({ _id: userId }, { $set: set }).catch(taken);
  }
  const result: { user: PublicUser; token?: string } = { user: toPublicUser(updated) };
  if (input.password !== undefined) {
    const started = await startSession(app, updated, origin, now);
    await forgetOtherSessions(app.store, userId, started.sessionId);
    result.token = started.token;
  }
  return result;
}
