import { adminHref, formEditorHref } from './editor-href.js';
import type { FormType } from './form-editor-api.js';
import { FORM_EDITOR_ROUTES } from './form-types.js';

/** The editors' tabs (registration, basic, survey) and the way back to the admin, on the same project. */
export function EditorNav({ active, domain }: { active: FormType; domain: string | undefined }) {
  return (
    <nav className="za-form-editor-nav" aria-label="Edytory formularzy">
      <a className="za-button za-button--secondary za-button--small" href={adminHref(domain)}>
        ← Wróć do panelu
      </a>
      <ul className="za-form-editor-nav__tabs">
        {FORM_EDITOR_ROUTES.map((route) => (
          <li key={route.path}>
            <a
              className="za-form-editor-nav__tab"
              href={formEditorHref(route.path, domain)}
              aria-current={route.type === active ? 'page' : undefined}
            >
              {route.tab}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
