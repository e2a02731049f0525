import { formFieldEditorCells } from '@zapisy/plugin-form-fields/editor';
import { Route, Routes } from 'react-router-dom';
import { BrandMark } from '../app/BrandMark.js';
import { useDocumentTitle } from '../app/use-document-title.js';
import { ProjectSwitcher } from '../project/ProjectSwitcher.js';
import { ProjectProvider, useProject } from '../project/project-context.js';
import { EditorNav } from './EditorNav.js';
import { adminHref } from './editor-href.js';
import { FormEditor } from './FormEditor.js';
import type { FormType } from './form-editor-api.js';
import { FORM_EDITOR_ROUTES } from './form-types.js';
import FormCanvas from './react-page/FormCanvas.js';
import './form-editor.css';

function FormEditorScreen({ type, title }: { type: FormType; title: string }) {
  const { current, loading, label } = useProject();
  useDocumentTitle(title, { eventName: current?.event.name ?? null });
  const domain = current?.event.domainName;
  return (
    <div className="za-form-editor-page">
      <header className="za-header">
        <a href={adminHref(domain)} className="za-header__brand">
          <BrandMark sub="edytor formularzy" />
        </a>
        <div className="za-header__meta">
          <ProjectSwitcher />
        </div>
      </header>
      <EditorNav active={type} domain={domain} />
      <main className="za-form-editor-page__main" id="za-main">
        {current ? (
          <FormEditor
            key={`${current.eventId}/${type}`}
            eventId={current.eventId}
            domain={current.event.domainName}
            type={type}
            title={title}
            cells={formFieldEditorCells}
            Canvas={FormCanvas}
          />
        ) : loading ? (
          <p className="za-card">Wczytywanie…</p>
        ) : (
          <div className="za-card">
            <h2 className="za-card__title">{label('Nie wybrano projektu')}</h2>
            <p className="za-card__text">
              {label('Wybierz projekt w nagłówku albo na ekranie')}{' '}
              <a href="/admin/glowna/wybor">Wybór projektu</a>.
            </p>
          </div>
        )}
      </main>
    </div>
  );
}

/** `/glowne/edycja/*`: the form editors (a lazily loaded chunk of the admin host). */
export default function FormEditorRoutes() {
  return (
    <ProjectProvider>
      <Routes>
        {FORM_EDITOR_ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={<FormEditorScreen type={route.type} title={route.title} />}
          />
        ))}
      </Routes>
    </ProjectProvider>
  );
}
