import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useApi, useFeedback, useTypedApi } from '../../app/services.js';
import { FormErrors, Notice } from '../../forms/fields.js';
import { queryKeys } from '../../lib/query/query-keys.js';
import { useFormMutation } from '../../lib/query/use-form-mutation.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { archiveFileName } from './archive-file-name.js';
import { importSummary } from './import-summary.js';
import { downloadText, type OrganizationArchive, siteAdminApi } from './site-admin-api.js';

const ALL_ORGANIZATIONS = { page: 1, pageSize: 100 };

/** /admin/site-admin/import-eksport: an organization's data as a JSON archive, and its import. */
export function ImportExportScreen({ route }: AreaScreenProps) {
  const api = useApi();
  const typedApi = useTypedApi();
  const feedback = useFeedback();
  const orgId = useId();
  const fileId = useId();
  const orgs = useQuery({
    queryKey: queryKeys.siteOrganizationsPage(ALL_ORGANIZATIONS),
    queryFn: () => siteAdminApi.organizations(typedApi, ALL_ORGANIZATIONS),
  });
  const [chosen, setChosen] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string[]>([]);
  const [result, setResult] = useState<string | null>(null);
  const exporting = useFormMutation({ mutationFn: (id: string) => siteAdminApi.exportArchive(api, id) });
  const importing = useFormMutation({
    mutationFn: (archive: OrganizationArchive) => siteAdminApi.importArchive(typedApi, archive),
    invalidates: [queryKeys.siteOrganizations(), queryKeys.siteUsers()],
  });

  const doExport = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    const organization = orgs.data?.items.find((org) => org.organizationId === chosen);
    const text = await exporting.run(chosen);
    if (text === undefined || !organization) return;
    downloadText(archiveFileName(organization), text);
    feedback.success('Archiwum zostało pobrane');
  };

  const doImport = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!file) {
      setFileProblem(['Wybierz plik archiwum (.json).']);
      return;
    }
    let archive: OrganizationArchive;
    try {
      // The server checks the archive's shape and answers a 400 list that the form shows.
      archive = JSON.parse(await file.text()) as OrganizationArchive;
    } catch {
      setFileProblem(['Plik nie jest poprawnym archiwum JSON.']);
      return;
    }
    setFileProblem([]);
    const answer = await importing.run(archive);
    if (answer) {
      setResult(importSummary(archive, answer));
      feedback.success('Zaimportowano dane organizacji');
    }
  };

  return (
    <ScreenFrame title={route.title}>
      <form className="za-card za-form za-form--narrow" onSubmit={doExport} aria-label="Eksport">
        <h2 className="za-card__title">Eksport organizacji</h2>
        <p className="za-card__text">
          Archiwum zawiera wszystkie dane organizacji i konta jej osób (ze skrótami haseł): przechowuj je jak
          kopię bazy.
        </p>
        <div className="za-field">
          <label className="za-field__label" htmlFor={orgId}>
            Organizacja
          </label>
          <select id={orgId} className="za-input" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            <option value="">Wybierz…</option>
            {orgs.data?.items.map((org) => (
              <option key={org.organizationId} value={org.organizationId}>
                {org.name}
              </option>
            ))}
          </select>
        </div>
        <FormErrors errors={exporting.errors} />
        <div className="za-form__actions">
          <button type="submit" className="za-button" disabled={!chosen || exporting.busy}>
            Pobierz archiwum JSON
          </button>
        </div>
      </form>
      <form className="za-card za-form za-form--narrow" onSubmit={doImport} aria-label="Import">
        <h2 className="za-card__title">Import organizacji</h2>
        <p className="za-card__text">
          Import wstawia dane organizacji, której nie ma jeszcze w tej instalacji.
        </p>
        <div className="za-field">
          <label className="za-field__label" htmlFor={fileId}>
            Plik archiwum
          </label>
          <input
            id={fileId}
            className="za-input"
            type="file"
            accept="application/json,.json"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </div>
        <FormErrors errors={[...fileProblem, ...importing.errors]} title="Nie udało się zaimportować:" />
        {result && <Notice tone="success">{result}</Notice>}
        <div className="za-form__actions">
          <button type="submit" className="za-button" disabled={importing.busy}>
            Importuj
          </button>
        </div>
      </form>
    </ScreenFrame>
  );
}
