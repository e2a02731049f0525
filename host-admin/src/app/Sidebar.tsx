import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { formEditorHref } from '../editor/editor-href.js';
import { useProject } from '../project/project-context.js';
import { ADMIN_AREAS, type AdminArea, findRoute } from '../routes/table.js';

export interface SidebarProps {
  areas?: readonly AdminArea[];
}

/** Navigation grouped by area, in the current project's vocabulary; the current area is expanded. */
export function Sidebar({ areas = ADMIN_AREAS }: SidebarProps) {
  const { pathname } = useLocation();
  const { label, current } = useProject();
  const domain = current?.event.domainName;
  const currentArea = findRoute(pathname)?.area.id;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(currentArea ? [currentArea] : []));

  useEffect(() => {
    if (currentArea) setOpen((prev) => (prev.has(currentArea) ? prev : new Set([...prev, currentArea])));
  }, [currentArea]);

  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <nav className="za-sidebar" aria-label="Nawigacja panelu">
      <ul className="za-nav">
        {areas
          .filter((area) => area.nav !== false)
          .map((area) => {
            const links = area.routes.filter((r) => r.nav !== false);
            if (links.length === 0) return null;
            const expanded = open.has(area.id);
            const listId = `za-nav-${area.id}`;
            return (
              <li
                key={area.id}
                className={`za-nav__area${area.id === currentArea ? ' za-nav__area--current' : ''}`}
              >
                <button
                  type="button"
                  className="za-nav__toggle"
                  aria-expanded={expanded}
                  aria-controls={listId}
                  onClick={() => toggle(area.id)}
                >
                  <span>{label(area.label)}</span>
                  <span className="za-nav__chevron" aria-hidden="true" />
                </button>
                <ul id={listId} className="za-nav__links" hidden={!expanded}>
                  {links.map((route) => (
                    <li key={route.path}>
                      <NavLink
                        to={`/${route.path}`}
                        className={({ isActive }) =>
                          isActive ? 'za-nav__link za-nav__link--active' : 'za-nav__link'
                        }
                      >
                        {label(route.title)}
                      </NavLink>
                    </li>
                  ))}
                  {area.editors?.map((editor) => (
                    <li key={editor.path}>
                      <a
                        className="za-nav__link za-nav__link--editor"
                        href={formEditorHref(editor.path, domain)}
                      >
                        {label(editor.title)}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
