import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { organizationSettingsSchemaFor } from '@zapisy/core';
import { useId, useMemo, useState } from 'react';
import { useTypedApi } from '../../app/services.js';
import { Pager } from '../../components/Pager.js';
import { Spinner } from '../../components/Spinner.js';
import { TableHead } from '../../components/TableHead.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useProject } from '../../project/project-context.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { useModuleSettings } from '../settings/use-module-settings.js';
import { auditChangeText } from './audit-change-text.js';
import { AUDIT_ACTION_LABELS, auditActionLabel, auditTargetTypeLabel } from './audit-labels.js';
import { type AuditItem, historyApi } from './history-api.js';
import { ListPlaceholder, NoOrganization } from './ListStates.js';
import { formatWarsawDateTime } from './warsaw-time.js';

export const AUDIT_PAGE_SIZE = 20;
/** Changes listed before 'Pokaż wszystkie' (a project update can change many settings at once). */
const CHANGES_SHOWN = 5;

/**
 * /admin/ustawienia/historia-zmian: the organization's audit log for its admins, newest first: who
 * changed which setting, permission or project state, when, with old and new values.
 */
export function AuditLogScreen({ route }: AreaScreenProps) {
  const api = useTypedApi();
  const { organizationId, projects, label } = useProject();
  const actionId = useId();
  const projectId = useId();
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const [eventId, setEventId] = useState('');
  // The modules' settings give the titles of their fields ('Integracje › … › Klucz API').
  const modules = useModuleSettings();
  const organizationSchema = useMemo(
    () => organizationSettingsSchemaFor(modules ?? [], { secret: () => ({ type: 'string' }) }),
    [modules],
  );
  const query = {
    page,
    pageSize: AUDIT_PAGE_SIZE,
    ...(action ? { action } : {}),
    ...(eventId ? { eventId } : {}),
  };
  const list = useQuery({
    queryKey: queryKeys.auditPage(organizationId ?? '', query),
    queryFn: () => historyApi.audit(api, organizationId ?? '', query),
    enabled: Boolean(organizationId),
    placeholderData: keepPreviousData,
  });
  /** 'Organizacja' (this one), 'Projekt: Obóz 2026' (in the project's vocabulary), 'Uczestnik: Anna Kowalska'. */
  const targetText = ({ target }: AuditItem) => {
    const type = label(auditTargetTypeLabel(target.type));
    if (target.type === 'organization' && target.id === organizationId) return type;
    const name =
      target.type === 'project'
        ? (projects?.find((p) => p.eventId === target.id)?.event.name ?? target.name)
        : target.name;
    return name ? `${type}: ${name}` : type;
  };

  return (
    <ScreenFrame
      title={route.title}
      meta="Kto, kiedy i co zmienił w ustawieniach, uprawnieniach, projektach, danych uczestników i rozliczeniach, od najnowszych zmian."
    >
      {!organizationId ? (
        <NoOrganization />
      ) : (
        <>
          <div className="za-card za-filters">
            <div className="za-field">
              <label className="za-field__label" htmlFor={actionId}>
                Rodzaj zmiany
              </label>
              <select
                id={actionId}
                className="za-input"
                value={action}
                onChange={(e) => {
                  setAction(e.target.value);
                  setPage(1);
                }}
              >
                <option value="">Wszystkie</option>
                {Object.entries(AUDIT_ACTION_LABELS).map(([code, text]) => (
                  <option key={code} value={code}>
                    {label(text)}
                  </option>
                ))}
              </select>
            </div>
            <div className="za-field">
              <label className="za-field__label" htmlFor={projectId}>
                {label('Dotyczy projektu')}
              </label>
              <select
                id={projectId}
                className="za-input"
                value={eventId}
                onChange={(e) => {
                  setEventId(e.target.value);
                  setPage(1);
                }}
              >
                <option value="">Wszystkie</option>
                {(projects ?? []).map((p) => (
                  <option key={p.eventId} value={p.eventId}>
                    {p.event.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {!list.data ? (
            <ListPlaceholder
              failed={list.isError}
              what="historii zmian"
              onRetry={() => void list.refetch()}
            />
          ) : (
            <div className="za-card za-card--flush" aria-busy={list.isFetching}>
              <table className="za-table">
                <caption className="za-visually-hidden">Historia zmian</caption>
                <TableHead columns={['Kiedy', 'Kto', 'Zmiana', 'Czego dotyczy', 'Zmienione wartości']} />
                <tbody>
                  {list.data.items.map((entry) => (
                    <tr key={entry.id}>
                      <td style={{ whiteSpace: 'nowrap' }}>{formatWarsawDateTime(entry.at)}</td>
                      <td>
                        {entry.actor.email ||
                          (entry.action === 'participant.self-update' ? label('Uczestnik') : '—')}
                      </td>
                      <th scope="row">{label(auditActionLabel(entry.action))}</th>
                      <td>{targetText(entry)}</td>
                      <td>
                        <AuditChanges entry={entry} organizationSchema={organizationSchema} />
                      </td>
                    </tr>
                  ))}
                  {list.data.items.length === 0 && (
                    <tr>
                      <td colSpan={5}>
                        {action || eventId
                          ? 'Brak zmian spełniających wybrane warunki.'
                          : 'Brak zapisanych zmian.'}
                      </td>
                    </tr>
                  )}
                </tbody>
              </table>
              {list.isFetching && <Spinner inline label="Wczytywanie historii zmian…" />}
              <Pager
                page={list.data.page}
                pageSize={list.data.pageSize}
                total={list.data.total}
                onPage={setPage}
              />
            </div>
          )}
        </>
      )}
    </ScreenFrame>
  );
}

/** Each change as 'setting: old → new'; the first few, then 'Pokaż wszystkie'. */
function AuditChanges({ entry, organizationSchema }: { entry: AuditItem; organizationSchema: object }) {
  const { label } = useProject();
  const [all, setAll] = useState(false);
  if (entry.changes.length === 0) return <>—</>;
  const shown = all ? entry.changes : entry.changes.slice(0, CHANGES_SHOWN);
  return (
    <>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {shown.map((change) => {
          const text = auditChangeText(change, entry.target.type, organizationSchema);
          return (
            <li key={change.path}>
              {text.name ? label(text.name) : 'Inna wartość'}: {text.before} → {text.after}
            </li>
          );
        })}
      </ul>
      {entry.changes.length > CHANGES_SHOWN && (
        <button type="button" className="za-link-button" onClick={() => setAll(!all)}>
          {all ? 'Pokaż mniej' : `Pokaż wszystkie (${entry.changes.length})`}
        </button>
      )}
    </>
  );
}
