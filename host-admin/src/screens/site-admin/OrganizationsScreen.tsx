import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ORGANIZATION_SUBSCRIPTION_STATUS_LABELS } from '@zapisy/core';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApi, useFeedback, useTypedApi } from '../../app/services.js';
import { Pager } from '../../components/Pager.js';
import { Spinner } from '../../components/Spinner.js';
import { formatDateTime } from '../../lib/format-date-time.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useDebounced } from '../../lib/use-debounced.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { archiveFileName } from './archive-file-name.js';
import { downloadText, type OrganizationListItem, siteAdminApi } from './site-admin-api.js';

const PAGE_SIZE = 20;

export const subscriptionLabel = (status: string) =>
  (ORGANIZATION_SUBSCRIPTION_STATUS_LABELS as Record<string, string>)[status] ?? status;

/** /admin/site-admin/organizacje: every organization, searchable, with its export. */
export function OrganizationsScreen({ route }: AreaScreenProps) {
  const api = useApi();
  const typedApi = useTypedApi();
  const feedback = useFeedback();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebounced(search.trim(), 300);
  const pageQuery = { page, pageSize: PAGE_SIZE, ...(query ? { search: query } : {}) };
  const list = useQuery({
    queryKey: queryKeys.siteOrganizationsPage(pageQuery),
    queryFn: () => siteAdminApi.organizations(typedApi, pageQuery),
    placeholderData: keepPreviousData,
  });
  const exportOne = async (org: OrganizationListItem) => {
    try {
      const text = await siteAdminApi.exportArchive(api, org.organizationId);
      downloadText(archiveFileName(org), text);
    } catch (error) {
      feedback.handleError(error);
    }
  };
  return (
    <ScreenFrame
      title={route.title}
      actions={
        <Link className="za-button" to="/site-admin/nowa-organizacja">
          Nowa organizacja
        </Link>
      }
    >
      <div className="za-card za-filters">
        <label className="za-field__label" htmlFor={searchId}>
          Szukaj
        </label>
        <input
          id={searchId}
          className="za-input"
          type="search"
          placeholder="Nazwa organizacji lub e-mail właściciela"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {!list.data ? (
        <Spinner label="Wczytywanie organizacji…" />
      ) : (
        <div className="za-card za-card--flush">
          <table className="za-table">
            <caption className="za-visually-hidden">Organizacje</caption>
            <thead>
              <tr>
                <th scope="col">Nazwa</th>
                <th scope="col">Domena</th>
                <th scope="col">Właściciel</th>
                <th scope="col">Subskrypcja</th>
                <th scope="col">Utworzona</th>
                <th scope="col">
                  <span className="za-visually-hidden">Działania</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((org) => (
                <tr key={org.organizationId}>
                  <th scope="row">{org.name}</th>
                  <td>{org.domainName || '—'}</td>
                  <td>{org.ownerEmail ?? '—'}</td>
                  <td>
                    <span className="za-badge">{subscriptionLabel(org.subscriptionStatus)}</span>
                  </td>
                  <td>{formatDateTime(org.createdAt)}</td>
                  <td>
                    <button
                      type="button"
                      className="za-button za-button--secondary za-button--small"
                      aria-label={`Eksportuj: ${org.name}`}
                      onClick={() => exportOne(org)}
                    >
                      Eksportuj
                    </button>
                  </td>
                </tr>
              ))}
              {list.data.items.length === 0 && (
                <tr>
                  <td colSpan={6}>Brak organizacji.</td>
                </tr>
              )}
            </tbody>
          </table>
          <Pager
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={setPage}
          />
        </div>
      )}
    </ScreenFrame>
  );
}
