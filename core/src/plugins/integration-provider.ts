import type { IntegrationContext } from './integration-context.js';

/**
 * What every integration contract opens with. Providers of one kind are registered with its multi-token
 * and resolved by `id` (see `providersById`), the value the organization's setting holds.
 */
export interface IntegrationIdentity {
  /** E.g. 'ifirma', 'ksef', 'smsapi', 'smtp', 'recaptcha'. */
  readonly id: string;
  /** Shown to organizers, e.g. 'iFirma', 'SMSAPI'. */
  readonly label: string;
}

/** A provider whose abilities differ from service to service: the API checks them before an optional call. */
export interface CapableIntegration<Capabilities> extends IntegrationIdentity {
  readonly capabilities: Capabilities;
}

/** Nothing yet: the keys are in `context.settings`; a field may be added without breaking providers. */
export type CheckCredentialsInput = Readonly<Record<string, never>>;

/** Why a credentials check failed: keys refused, service not reachable, settings incomplete or invalid. */
export type CredentialsCheckFailureReason = 'unauthorized' | 'unreachable' | 'misconfigured';

export type CredentialsCheck =
  | { ok: true }
  | {
      ok: false;
      reason: CredentialsCheckFailureReason;
      /** Polish, for the organizer; never contains a key. */
      message: string;
    };

/** A service whose keys the admin can test. */
export interface CredentialsCheckable {
  /**
   * 'Sprawdź połączenie': the cheapest authenticated call, with `context.settings` as typed in the form.
   * Never throws: refused keys, an unreachable service or a missing field are a failed check in Polish.
   */
  checkCredentials?(input: CheckCredentialsInput, context: IntegrationContext): Promise<CredentialsCheck>;
}
