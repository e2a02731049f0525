import type { ApiClient } from '../../api/client.js';

/** A settings field of a provider group as the API describes it (drawn from the provider's schema). */
export interface AccountField {
  name: string;
  title: string;
  type: 'string' | 'number' | 'integer' | 'boolean';
  description?: string;
  enum?: unknown[];
  /** The plugin's control hint (x-widget), e.g. 'textarea'. */
  widget?: string;
  /** Stored encrypted, answered only as `{ set }`. */
  secret: boolean;
  required: boolean;
}

export interface AccountGroup {
  settingsKey: string;
  label: string;
  /** The modules sharing the group, each with the names of its own fields. */
  providers: { id: string; label: string; fields: string[] }[];
  fields: AccountField[];
}

/** A stored group as answered: plain values, and `{ set }` for each key. */
export type AccountValues = Record<string, unknown>;

export interface SystemPaymentAccountsView {
  accounts: Record<string, AccountValues>;
  groups: AccountGroup[];
}

export interface ProjectPaymentIntegrationView {
  eventId: string;
  paymentModule: string | null;
  accounts: Record<string, AccountValues>;
  groups: AccountGroup[];
  modules: { id: string; label: string; settingsKey: string }[];
  effective: {
    module: string | null;
    moduleSource: 'project' | 'organization';
    accountSource: 'project' | 'organization' | 'system' | null;
    available: boolean;
    reason: string | null;
  };
}

/** A group in a request: plain values, new keys (a blank key keeps the stored one); null removes it. */
export type RequestedAccounts = Record<string, AccountValues | null>;

const seg = encodeURIComponent;

/** api/src/payments/account-routes.ts */
export const paymentAccountsApi = {
  system: (api: ApiClient) => api.get<SystemPaymentAccountsView>('/system/payment-accounts'),
  saveSystem: (api: ApiClient, accounts: RequestedAccounts) =>
    api.put<SystemPaymentAccountsView>('/system/payment-accounts', { accounts }),
  project: (api: ApiClient, eventId: string) =>
    api.get<ProjectPaymentIntegrationView>(`/projects/${seg(eventId)}/payment-integration`),
  saveProject: (
    api: ApiClient,
    eventId: string,
    body: { paymentModule: string | null; accounts: RequestedAccounts },
  ) => api.put<ProjectPaymentIntegrationView>(`/projects/${seg(eventId)}/payment-integration`, body),
};

/** The group holding a module's settings, and the module as the group lists it. */
export function groupOfModule(
  groups: readonly AccountGroup[],
  moduleId: string | null | undefined,
): { group: AccountGroup; module: AccountGroup['providers'][number] } | null {
  for (const group of groups) {
    const module = group.providers.find((provider) => provider.id === moduleId);
    if (module) return { group, module };
  }
  return null;
}

/** Whether a stored value of a secret field is set (`{ set: true }`). */
export function isKeySet(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { set?: unknown }).set === true;
}

/** The editable draft of a stored group: plain values as stored, keys empty (blank keeps the stored one). */
export function draftOf(group: AccountGroup, stored: AccountValues | undefined): AccountValues {
  const draft: AccountValues = {};
  for (const field of group.fields) {
    const value = stored?.[field.name];
    if (field.secret) draft[field.name] = '';
    else if (value !== undefined) draft[field.name] = value;
    else draft[field.name] = field.type === 'boolean' ? false : '';
  }
  return draft;
}

/** The request form of a draft: blank plain text fields are left out, blank keys are sent blank (kept). */
export function requestOf(group: AccountGroup, draft: AccountValues): AccountValues {
  const out: AccountValues = {};
  for (const field of group.fields) {
    const value = draft[field.name];
    if (field.secret) {
      if (typeof value === 'string' && value.trim() !== '') out[field.name] = value;
      continue;
    }
    if (value === '' || value === undefined) continue;
    out[field.name] = field.type === 'number' || field.type === 'integer' ? Number(value) : value;
  }
  return out;
}
