import { Link } from 'react-router-dom';
import { useProject } from '../project/project-context.js';

/** Shown by project screens while no project is chosen. */
export function NeedProject() {
  const { label, loading } = useProject();
  if (loading) return <p className="za-card">Wczytywanie…</p>;
  return (
    <div className="za-card">
      <h2 className="za-card__title">{label('Nie wybrano projektu')}</h2>
      <p className="za-card__text">
        {label('Wybierz projekt w nagłówku albo na ekranie')} <Link to="/glowna/wybor">Wybór projektu</Link>.
      </p>
    </div>
  );
}
