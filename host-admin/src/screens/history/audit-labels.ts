/**
 * Polish words for the audit log: the action codes the API records (api/src: organizations, projects,
 * site admin), what an entry is about, the changed setting's title from the schemas the forms are drawn
 * from, and values as text (secrets only as '••••').
 */
import {
  AUDIT_SECRET_PLACEHOLDER,
  isUserRole,
  organizationSettingsSchema,
  projectSchema,
  USER_ROLE_LABELS,
} from '@zapisy/core';
import { formatWarsawDateTime } from './warsaw-time.js';

/** Every action code written by recordAudit in api/src, in the order the filter lists them. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'organization.create': 'Utworzenie organizacji',
  'organization.update': 'Zmiana ustawień organizacji',
  'permissions.change': 'Zmiana uprawnień w organizacji',
  'user.role': 'Zmiana roli użytkownika',
  'project.create': 'Utworzenie projektu',
  'project.update': 'Zmiana ustawień projektu',
  'project.activate': 'Aktywacja projektu',
  'project.deactivate': 'Dezaktywacja projektu',
  'project.duplicate': 'Duplikacja projektu',
  'project.newEdition': 'Nowa edycja projektu',
  'project.delete': 'Usunięcie projektu',
  'project.pluginSettings': 'Zmiana ustawień modułów projektu',
  'project.paymentIntegration': 'Zmiana płatności online projektu',
  'project.bot-protection': 'Zmiana ochrony formularza przed botami',
  'organization.paymentOnboarding': 'Rejestracja u operatora płatności',
  'participant.update': 'Zmiana danych uczestnika',
  'participant.self-update': 'Zmiana danych przez uczestnika (link do zgłoszenia)',
  'billing.manual-charge': 'Opłata dodana ręcznie',
  'billing.manual-discount': 'Rabat ręczny',
  'billing.payment-remove': 'Usunięcie wpłaty',
  'payment.cash': 'Wpłata gotówkowa',
  'payment.refund': 'Zwrot wpłaty',
};

const AREA_LABELS: Readonly<Record<string, string>> = {
  organization: 'organizacja',
  permissions: 'uprawnienia',
  project: 'projekt',
  user: 'użytkownik',
  participant: 'uczestnik',
  billing: 'rozliczenie',
  payment: 'wpłata',
};

/** 'Zmiana ustawień organizacji'; an unknown code in words of its parts ('invoice.issue' → 'invoice: issue'). */
export function auditActionLabel(action: string): string {
  const known = AUDIT_ACTION_LABELS[action];
  if (known) return known;
  const [area, ...rest] = action.split('.');
  const areaLabel = AREA_LABELS[area ?? ''] ?? area ?? action;
  return rest.length > 0 ? `${areaLabel[0]?.toUpperCase()}${areaLabel.slice(1)}: ${rest.join('.')}` : action;
}

const TARGET_LABELS: Readonly<Record<string, string>> = {
  organization: 'Organizacja',
  project: 'Projekt',
  user: 'Użytkownik',
  participant: 'Uczestnik',
  customer: 'Klient',
};

export function auditTargetTypeLabel(type: string): string {
  return TARGET_LABELS[type] ?? type;
}

/** Paths the API records outside the settings schemas. */
const EXTRA_PATH_LABELS: Readonly<Record<string, string>> = {
  name: 'Nazwa',
  domainName: 'Domena',
  ownerId: 'Właściciel',
  active: 'Aktywny',
  role: 'Rola',
  permissions: 'Uprawnienia',
  subscriptionStatus: 'Status subskrypcji',
  'copy.eventId': 'Identyfikator kopii',
};

interface TitledSchema {
  title?: string;
  properties?: Record<string, TitledSchema>;
  items?: TitledSchema;
}

function schemaTitles(schema: TitledSchema, path: string): string[] | undefined {
  const titles: string[] = [];
  let node: TitledSchema | undefined = schema;
  for (const key of path.split('.')) {
    node = node?.properties?.[key];
    if (!node?.title) return undefined;
    titles.push(node.title);
  }
  return titles;
}

/**
 * The changed setting in words: its titles in the schema of the changed document ('Płatności › Dni
 * opóźnienia'; an organization's schema with its modules' settings when given), else a known field name,
 * else undefined (only the path is shown).
 */
export function auditPathLabel(
  path: string,
  targetType: string,
  organizationSchema: object = organizationSettingsSchema,
): string | undefined {
  const schema =
    targetType === 'project' ? projectSchema : targetType === 'organization' ? organizationSchema : null;
  const titles = schema ? schemaTitles(schema as unknown as TitledSchema, path) : undefined;
  return titles ? titles.join(' › ') : EXTRA_PATH_LABELS[path];
}

interface PermissionValue {
  userId: string;
  /** Recorded since the log names users by e-mail; older entries have the id only. */
  email?: string;
  role: string;
  from?: unknown;
  to?: unknown;
}

function isPermission(value: unknown): value is PermissionValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { userId?: unknown }).userId === 'string' &&
    typeof (value as { role?: unknown }).role === 'string'
  );
}

function roleLabel(role: string): string {
  return isUserRole(role) ? USER_ROLE_LABELS[role] : role;
}

function formatPermission(p: PermissionValue): string {
  const window = [
    p.from ? `od ${formatWarsawDateTime(p.from as Date | string)}` : '',
    p.to ? `do ${formatWarsawDateTime(p.to as Date | string)}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `${p.email || 'użytkownik'}: ${roleLabel(p.role)}${window ? ` (${window})` : ''}`;
}

/** A stored key's ciphertext (`v1:<iv>:<tag>:<data>`): the server records '••••', this never shows more. */
function looksLikeStoredSecret(value: unknown): boolean {
  return typeof value === 'string' && /^v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:/.test(value);
}

/**
 * A recorded value as text: '—' for none, 'tak'/'nie', dates in Warsaw time, roles by name, permission
 * lists one grant per item, anything else as JSON. A secret path never shows more than '••••'.
 */
export function formatAuditValue(value: unknown, path = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (looksLikeStoredSecret(value)) return AUDIT_SECRET_PLACEHOLDER;
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  if (value instanceof Date) return formatWarsawDateTime(value);
  if (typeof value === 'string') {
    if (path === 'role' || path.endsWith('.role')) return roleLabel(value);
    return value;
  }
  if (typeof value === 'number') return value.toLocaleString('pl-PL');
  if (Array.isArray(value)) {
    if (value.length === 0) return '(pusta lista)';
    if (value.every(isPermission)) return value.map(formatPermission).join('; ');
  }
  return JSON.stringify(value);
}
