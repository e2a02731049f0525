import { useQueryClient } from '@tanstack/react-query';
import {
  ORGANIZATION_GRANTABLE_ROLES,
  ORGANIZATION_SUBSCRIPTION_STATUS_LABELS,
  organizationSettingsSchema,
  type PluginSettings,
  validateOrganizationPermissions,
} from '@zapisy/core';
import { useMemo, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { toJsonValue } from '../../api/dates.js';
import { useFeedback, useSession, useTypedApi } from '../../app/services.js';
import { Spinner } from '../../components/Spinner.js';
import { FormErrors } from '../../forms/fields.js';
import { FIX_FIELDS } from '../../lib/forms/fix-fields.js';
import type { FormFields } from '../../lib/forms/server-field-errors.js';
import { useFormSave } from '../../lib/forms/use-form-save.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useApiMutation } from '../../lib/query/use-api-mutation.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import type { SchemaControls } from '../../schema-form/SchemaControl.js';
import { SchemaForm } from '../../schema-form/SchemaForm.js';
import type { FieldSchema } from '../../schema-form/schema-utils.js';
import { useSchemaHookForm } from '../../schema-form/use-schema-hook-form.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { LogoControl } from './controls/LogoControl.js';
import { NumberingPatternSelect } from './controls/NumberingPatternSelect.js';
import { OwnerName } from './controls/OwnerName.js';
import { grantedUserIds, UserPicker } from './controls/UserPicker.js';
import { IntegrationsSection } from './IntegrationsSection.js';
import { moduleOf } from './module-settings-api.js';
import { type OrganizationView, organizationApi } from './organization-api.js';
import { organizationFormSchema } from './organization-form-schema.js';
import { PaymentConnectionCheck } from './PaymentConnectionCheck.js';
import { PaymentNotificationHint } from './PaymentNotificationHint.js';
import { PaymentOnboardingSection } from './PaymentOnboardingSection.js';
import { useModuleSettings } from './use-module-settings.js';
import { useOrganization } from './use-organization.js';

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
          userId: { type: 'string', title: 'Osoba', minLength: 1 },
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
function formSchemaFollowingChoices(modules: readonly PluginSettings[], siteAdmin: boolean) {
  const made = new Map<string, FieldSchema>();
  return (value: Record<string, unknown>): FieldSchema => {
    const integrations = value.integrations as Values;
    const chosen = { payment: integrations?.paymentModule, accounting: integrations?.accountingModule };
    const key = `${String(chosen.payment)} ${String(chosen.accounting)}`;
    let schema = made.get(key);
    if (!schema) {
      schema = organizationFormSchema(modules, chosen, { siteAdmin });
      made.set(key, schema);
    }
    return schema;
  };
}

/** The settings' own controls: the logo uploaded, the numbering picked by what it reads. */
function settingsControls(organizationId: string): SchemaControls {
  return {
    logo: (props) => <LogoControl organizationId={organizationId} props={props} />,
    'invoicing.patternId': (props) => <NumberingPatternSelect props={props} />,
    'invoicing.correctionPatternId': (props) => <NumberingPatternSelect props={props} />,
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
  const { organizationId } = useProject();
  const queryClient = useQueryClient();
  const { organization, show } = useOrganization(organizationId);
  const modules = useModuleSettings();
  // Read here, not in the form: the form re-renders on every keystroke and must not check the session then.
  const siteAdmin = useSession().role === 'site-admin';
  const data = organization.data;
  return (
    <ScreenFrame
      title={route.title}
      meta={
        data
          ? `${data.name} · subskrypcja: ${ORGANIZATION_SUBSCRIPTION_STATUS_LABELS[data.subscriptionStatus as keyof typeof ORGANIZATION_SUBSCRIPTION_STATUS_LABELS] ?? data.subscriptionStatus}`
          : undefined
      }
    >
      {!organizationId ? (
        <p className="za-card">
          Twoje konto nie należy do żadnej organizacji. Administrator serwisu wybiera organizację na ekranie
          Wybór projektu.
        </p>
      ) : data && modules ? (
        <>
          <OrganizationForm
            key={String(data.updatedAt)}
            view={data}
            modules={modules}
            siteAdmin={siteAdmin}
            onSaved={show}
          />
          <IntegrationsSection
            key={`i-${String(data.updatedAt)}`}
            view={data}
            modules={modules}
            onSaved={show}
          />
          <PaymentOnboardingSection
            organizationId={data.organizationId}
            onRegistered={() =>
              void queryClient.invalidateQueries({ queryKey: queryKeys.organization(data.organizationId) })
            }
          />
          <PermissionsForm key={`p-${String(data.updatedAt)}`} view={data} onSaved={show} />
        </>
      ) : (
        <Spinner label="Wczytywanie organizacji…" />
      )}
    </ScreenFrame>
  );
}

/**
 * A save of the organization: the answer shown in place; the server's 400 lines under the fields they
 * name (`fields`), the rest and a refusal listed under the form.
 */
function useOrganizationSave<V, T extends FieldValues>(
  organizationId: string,
  send: (variables: V) => Promise<OrganizationView>,
  onSaved: (view: OrganizationView) => void,
  fields: FormFields,
  setError: UseFormSetError<T>,
) {
  const feedback = useFeedback();
  const mutation = useApiMutation({
    mutationFn: send,
    invalidates: [queryKeys.organization(organizationId)],
    showsErrors: true,
    onSuccess: (saved) => {
      onSaved(saved);
      feedback.success();
    },
  });
  const { problems, send: save } = useFormSave(fields, setError);
  const run = (variables: V) => save(() => mutation.mutateAsync(variables));
  return { run, errors: problems, busy: mutation.isPending };
}

/** A line of the server's list lands under a field of the settings the form draws. */
const isSettingField = (path: string) => SETTING_KEYS.includes(path.split('.')[0] ?? '');
const isPermissionField = (path: string) => path.split('.')[0] === 'permissions';

function OrganizationForm({
  view,
  modules,
  siteAdmin,
  onSaved,
}: {
  view: OrganizationView;
  modules: readonly PluginSettings[];
  /** Only the site admin switches `useSystemPaymentAccounts`; everyone else sees it read-only. */
  siteAdmin: boolean;
  onSaved: (view: OrganizationView) => void;
}) {
  const api = useTypedApi();
  const { current, projects } = useProject();
  const [initial] = useState(() => settingsOf(view));
  // Only the chosen modules' fields are drawn and validated: the schema follows the module choices.
  const schemaFor = useMemo(() => formSchemaFollowingChoices(modules, siteAdmin), [modules, siteAdmin]);
  const { form, bind } = useSchemaHookForm<Record<string, unknown>>(schemaFor, initial);
  const value = bind.value as Record<string, unknown>;
  const schema = schemaFor(value);
  const controls = useMemo(() => settingsControls(view.organizationId), [view.organizationId]);
  const payment = (value.integrations as Values)?.paymentModule;
  const [problems, setProblems] = useState<string[]>([]);
  const [refused, setRefused] = useState(false);
  const save = useOrganizationSave(
    view.organizationId,
    (patch: Record<string, unknown>) => organizationApi.patch(api, view.organizationId, patch),
    onSaved,
    isSettingField,
    form.setError,
  );

  const submit = form.handleSubmit(
    async () => {
      // What the form holds, not the validator's completed copy: only what the user changed is sent.
      const patch = changedSettings(initial, form.getValues());
      setRefused(false);
      if (Object.keys(patch).length === 0) {
        setProblems(['Brak zmian do zapisania.']);
        return;
      }
      setProblems([]);
      await save.run(patch);
    },
    () => {
      setProblems([]);
      setRefused(true);
    },
  );

  return (
    <form
      className="za-form za-settings-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Ustawienia organizacji"
    >
      <SchemaForm schema={schema} only={UP_TO_INTEGRATIONS} controls={controls} {...bind} />
      <PaymentNotificationHint
        paymentModule={(value.integrations as { paymentModule?: string } | undefined)?.paymentModule}
        eventId={current?.eventId ?? projects?.[0]?.eventId ?? null}
        origin={window.location.origin}
      />
      <PaymentConnectionCheck
        organizationId={view.organizationId}
        module={moduleOf(modules, payment)}
        integrations={value.integrations as Record<string, unknown> | undefined}
      />
      <SchemaForm schema={schema} only={AFTER_INTEGRATIONS} controls={controls} {...bind} />
      <div className="za-sticky-actions">
        {refused && <p className="za-field__error">{FIX_FIELDS}</p>}
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
  const api = useTypedApi();
  type Permissions = { permissions: OrganizationView['permissions'] };
  const [initial] = useState<Permissions>(() => ({ permissions: toJsonValue(view.permissions) }));
  const { form, bind } = useSchemaHookForm<Permissions>(PERMISSIONS_SCHEMA, initial);
  const namedIds = [view.ownerId, ...grantedUserIds(bind.value)];
  const controls: SchemaControls = {
    'permissions.*.userId': (props) => (
      <UserPicker organizationId={view.organizationId} props={props} namedIds={namedIds} />
    ),
  };
  const [problems, setProblems] = useState<string[]>([]);
  const [refused, setRefused] = useState(false);
  const save = useOrganizationSave(
    view.organizationId,
    (list: OrganizationView['permissions']) => organizationApi.setPermissions(api, view.organizationId, list),
    onSaved,
    isPermissionField,
    form.setError,
  );

  const submit = form.handleSubmit(
    async (checked) => {
      setRefused(false);
      const rules = validateOrganizationPermissions(checked.permissions, 'Uprawnienia');
      if (rules.length > 0) {
        setProblems(rules);
        return;
      }
      setProblems([]);
      await save.run(checked.permissions);
    },
    () => {
      setRefused(true);
      setProblems(validateOrganizationPermissions(form.getValues().permissions, 'Uprawnienia'));
    },
  );

  return (
    <form
      className="za-form za-settings-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Uprawnienia w organizacji"
    >
      <SchemaForm schema={PERMISSIONS_SCHEMA} controls={controls} {...bind} />
      <p className="za-field__hint">
        Właściciel organizacji, <OwnerName organizationId={view.organizationId} namedIds={namedIds} />, zawsze
        ma rolę Administrator. Puste daty oznaczają okno bez ograniczeń.
      </p>
      {refused && <p className="za-field__error">{FIX_FIELDS}</p>}
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
