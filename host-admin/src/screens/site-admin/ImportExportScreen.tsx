import { type FormEvent, useId, useState } from 'react';
import { useApi, useFeedback } from '../../app/services.js';
import { FormErrors, Notice } from '../../forms/fields.js';
import { useFormAction } from '../../forms/use-form-action.js';
import { useAsync } from '../../project/use-async.js';
import type { AreaScreenProps } from '../../routes/table.js';
import { ScreenFrame } from '../ScreenFrame.js';
import { downloadText, type ImportResult, siteAdminApi } from './site-admin-api.js';

/** /admin/site-admin/import-eksport: an organization's data as a JSON archive, and its import. */
export function ImportExportScreen({ route }: AreaScreenProps) {
  const api = useApi();
  const feedback = useFeedback();
  const orgId = useId();
  const fileId = useId();
  const orgs = useAsync(() => siteAdminApi.organizations(api, { page: 1, pageSize: 100 }), [api]);
  const [chosen, setChosen] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string[]>([]);
  const [result, setResult] = useState<ImportResult | null>(null);
  const exporting = useFormAction((id: string) => siteAdminApi.exportArchive(api, id));
  const importing = useFormAction((archive: unknown) => siteAdminApi.importArchive(api, archive));

  const doExport = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    const text = await exporting.run(chosen);
    if (text === undefined) return;
    downloadText(`zapisy-organizacja-${chosen}-${new Date().toISOString().slice(0, 10)}.json`, text);
    feedback.success('Archiwum zostało pobrane');
  };

  const doImport = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!file) {
      setFileProblem(['Wybierz plik archiwum (.json).']);
      return;
    }
    let archive: unknown;
    try {
      archive = JSON.parse(await file.text());
    } catch {
      setFileProblem(['Plik nie jest poprawnym archiwum JSON.']);
      return;
    }
    setFileProblem([]);
    const answer = await importing.run(archive);
    if (answer) {
      setResult(answer);
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
        {result && (
          <Notice tone="success">
            Zaimportowano organizację {result.organizationId}:{' '}
            {Object.entries(result.collections)
              .map(([name, count]) => `${name} ${count}`)
              .join(', ')}
            ; konta nowe {result.usersInserted}, pominięte {result.usersSkipped}.
          </Notice>
        )}
        <div className="za-form__actions">
          <button type="submit" className="za-button" disabled={importing.busy}>
            Importuj
          </button>
        </div>
      </form>
    </ScreenFrame>
  );
}
