import {
  ORGANIZATION_GRANTABLE_ROLES,
  ORGANIZATION_SUBSCRIPTION_STATUS_LABELS,
  organizationSettingsSchema,
  type PluginSettings,
  validateOrganizationPermissions,
} from '@zapisy/core';
import { type FormEvent, useMemo, useState } from 'react';
import { toJsonValue } from '../../api/dates.js';
import { useApi, useFeedback } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { FormErrors } from '../../forms/fields.js';
import { useFormAction } from '../../forms/use-form-action.js';
import { useProject } from '../../project/project-context.js';
import { useAsync } from '../../project/use-async.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { SchemaForm } from '../../schema-form/SchemaForm.js';
import type { FieldSchema } from '../../schema-form/schema-utils.js';
import { useSchemaForm } from '../../schema-form/use-schema-form.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { moduleOf } from './module-settings-api.js';
import { type OrganizationView, organizationApi } from './organization-api.js';
import { organizationFormSchema } from './organization-form-schema.js';
import { PaymentConnectionCheck } from './PaymentConnectionCheck.js';
import { PaymentNotificationHint } from './PaymentNotificationHint.js';
import { PaymentOnboardingSection } from './PaymentOnboardingSection.js';
import { useModuleSettings } from './use-module-settings.js';

const SETTING_KEYS = Object.keys(organizationSettingsSchema.properties ?? {});

/** The form is drawn in two parts so the payment notification hint sits right below the integrations. */
const UP_TO_INTEGRATIONS = SETTING_KEYS.slice(0, SETTING_KEYS.indexOf('integrations') + 1);
const AFTER_INTEGRATIONS = SETTING_KEYS.slice(UP_TO_INTEGRATIONS.length);

const PERMISSIONS_SCHEMA: FieldSchema = {
  type: 'object',
  properties: {
    permissions: {
      type: 'array',
      title: 'Uprawnienia w organizacji',
      items: {
        type: 'object',
        title: 'Uprawnienie',
        required: ['userId', 'role'],
        properties: {
          userId: { type: 'string', title: 'Identyfikator użytkownika', minLength: 1 },
          role: {
            type: 'string',
            title: 'Rola',
            enum: [...ORGANIZATION_GRANTABLE_ROLES],
            default: 'employee',
          },
          from: { type: ['string', 'null'], format: 'date-time', title: 'Od', default: null },
          to: { type: ['string', 'null'], format: 'date-time', title: 'Do', default: null },
        },
      },
    },
  },
};

function settingsOf(view: OrganizationView): Record<string, unknown> {
  const json = toJsonValue(view) as Record<string, unknown>;
  return Object.fromEntries(SETTING_KEYS.filter((key) => key in json).map((key) => [key, json[key]]));
}

/** The form's schema for a value: one schema per pair of chosen modules, made once. */
function formSchemaFollowingChoices(modules: readonly PluginSettings[]) {
  const made = new Map<string, FieldSchema>();
  return (value: Record<string, unknown>): FieldSchema => {
    const integrations = value.integrations as Values;
    const chosen = { payment: integrations?.paymentModule, accounting: integrations?.accountingModule };
    const key = `${String(chosen.payment)} ${String(chosen.accounting)}`;
    let schema = made.get(key);
    if (!schema) {
      schema = organizationFormSchema(modules, chosen);
      made.set(key, schema);
    }
    return schema;
  };
}

const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);

/** The keys of `after` whose value changed (undefined: nothing changed). */
function changedKeys(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
  keys: readonly string[] = Object.keys(after ?? {}),
): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (after?.[key] !== undefined && differs(before?.[key], after[key])) out[key] = after[key];
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

type Values = Record<string, unknown> | undefined;

/**
 * The settings whose value changed (PATCH takes any subset). Inside `integrations` only the changed
 * choices and the changed module groups are sent: a group left as loaded is not sent again.
 */
function changedSettings(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const out = changedKeys(before, after, SETTING_KEYS) ?? {};
  if (out.integrations !== undefined) {
    const was = before.integrations as Values;
    const now = after.integrations as Values;
    const { accounts: _a, ...choices } = changedKeys(was, now) ?? {};
    const accounts = changedKeys(was?.accounts as Values, now?.accounts as Values);
    out.integrations = { ...choices, ...(accounts ? { accounts } : {}) };
  }
  return out;
}

/** /admin/ustawienia/organizacja: the organization's settings (GET/PATCH) and its permissions (PUT). */
export function OrganizationSettingsScreen({ route }: AreaScreenProps) {
  const api = useApi();
  const { organizationId } = useProject();
  const org = useAsync(organizationId ? () => organizationApi.get(api, organizationId) : null, [
    api,
    organizationId,
  ]);
  const modules = useModuleSettings();
  return (
    <ScreenFrame
      title={route.title}
      meta={
        org.data
          ? `${org.data.name} · subskrypcja: ${ORGANIZATION_SUBSCRIPTION_STATUS_LABELS[org.data.subscriptionStatus as keyof typeof ORGANIZATION_SUBSCRIPTION_STATUS_LABELS] ?? org.data.subscriptionStatus}`
          : undefined
      }
    >
      {!organizationId ? (
        <p className="za-card">
          Twoje konto nie należy do żadnej organizacji. Administrator serwisu wybiera organizację na ekranie
          Wybór projektu.
        </p>
      ) : org.data && modules ? (
        <>
          <OrganizationForm
            key={String(org.data.updatedAt)}
            view={org.data}
            modules={modules}
            onSaved={org.setData}
          />
          <PaymentOnboardingSection organizationId={org.data.organizationId} onRegistered={org.reload} />
          <PermissionsForm key={`p-${String(org.data.updatedAt)}`} view={org.data} onSaved={org.setData} />
        </>
      ) : (
        <Spinner label="Wczytywanie organizacji…" />
      )}
    </ScreenFrame>
  );
}

function OrganizationForm({
  view,
  modules,
  onSaved,
}: {
  view: OrganizationView;
  modules: readonly PluginSettings[];
  onSaved: (view: OrganizationView) => void;
}) {
  const api = useApi();
  const feedback = useFeedback();
  const { current, projects } = useProject();
  const [initial] = useState(() => settingsOf(view));
  // Only the chosen modules' fields are drawn and validated: the schema follows the module choices.
  const schemaFor = useMemo(() => formSchemaFollowingChoices(modules), [modules]);
  const form = useSchemaForm<Record<string, unknown>>(schemaFor, initial);
  const schema = schemaFor(form.value);
  const payment = (form.value.integrations as Values)?.paymentModule;
  const [problems, setProblems] = useState<string[]>([]);
  const save = useFormAction((patch: Record<string, unknown>) =>
    organizationApi.patch(api, view.organizationId, patch),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate();
    if (!checked.valid) {
      setProblems(checked.messages);
      return;
    }
    const patch = changedSettings(initial, form.value);
    if (Object.keys(patch).length === 0) {
      setProblems(['Brak zmian do zapisania.']);
      return;
    }
    setProblems([]);
    const saved = await save.run(patch);
    if (!saved) return;
    onSaved(saved);
    feedback.success();
  };

  return (
    <form
      className="za-form za-settings-form"
      onSubmit={submit}
      noValidate
      aria-label="Ustawienia organizacji"
    >
      <SchemaForm
        schema={schema}
        only={UP_TO_INTEGRATIONS}
        value={form.value}
        onChange={(next) => form.setValue(next as Record<string, unknown>)}
        errors={form.errors}
      />
      <PaymentNotificationHint
        paymentModule={(form.value.integrations as { paymentModule?: string } | undefined)?.paymentModule}
        eventId={current?.eventId ?? projects?.[0]?.eventId ?? null}
        origin={window.location.origin}
      />
      <PaymentConnectionCheck
        organizationId={view.organizationId}
        module={moduleOf(modules, payment)}
        integrations={form.value.integrations as Record<string, unknown> | undefined}
      />
      <SchemaForm
        schema={schema}
        only={AFTER_INTEGRATIONS}
        value={form.value}
        onChange={(next) => form.setValue(next as Record<string, unknown>)}
        errors={form.errors}
      />
      <div className="za-sticky-actions">
        <FormErrors errors={problems} />
        <FormErrors errors={save.errors} title="Serwer odrzucił zmiany:" />
        <button type="submit" className="za-button" disabled={save.busy}>
          Zapisz ustawienia
        </button>
      </div>
    </form>
  );
}

function PermissionsForm({
  view,
  onSaved,
}: {
  view: OrganizationView;
  onSaved: (view: OrganizationView) => void;
}) {
  const api = useApi();
  const feedback = useFeedback();
  const form = useSchemaForm<{ permissions: OrganizationView['permissions'] }>(PERMISSIONS_SCHEMA, {
    permissions: toJsonValue(view.permissions),
  });
  const [problems, setProblems] = useState<string[]>([]);
  const save = useFormAction((list: OrganizationView['permissions']) =>
    organizationApi.setPermissions(api, view.organizationId, list),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate();
    const rules = validateOrganizationPermissions(form.value.permissions, 'Uprawnienia');
    if (!checked.valid || rules.length > 0) {
      setProblems([...(checked.valid ? [] : checked.messages), ...rules]);
      return;
    }
    setProblems([]);
    const saved = await save.run(checked.value.permissions);
    if (!saved) return;
    onSaved(saved);
    feedback.success();
  };

  return (
    <form
      className="za-form za-settings-form"
      onSubmit={submit}
      noValidate
      aria-label="Uprawnienia w organizacji"
    >
      <SchemaForm
        schema={PERMISSIONS_SCHEMA}
        value={form.value}
        onChange={(next) => form.setValue(next as typeof form.value)}
        errors={form.errors}
      />
      <p className="za-field__hint">
        Właściciel organizacji ({view.ownerId}) zawsze ma rolę Administrator. Puste daty oznaczają okno bez
        ograniczeń.
      </p>
      <FormErrors errors={problems} />
      <FormErrors errors={save.errors} title="Serwer odrzucił zmiany:" />
      <div className="za-form__actions">
        <button type="submit" className="za-button" disabled={save.busy}>
          Zapisz uprawnienia
        </button>
      </div>
    </form>
  );
}
