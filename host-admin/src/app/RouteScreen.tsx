import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { useProject } from '../project/project-context.js';
import type { AdminArea, AdminRoute, AreaScreenProps } from '../routes/table.js';
import { useDocumentTitle } from './use-document-title.js';

const lazyAreas = new Map<string, LazyExoticComponent<ComponentType<AreaScreenProps>>>();

/** One React.lazy component per area, so each area is fetched once as its own chunk. */
export function lazyArea(area: AdminArea): LazyExoticComponent<ComponentType<AreaScreenProps>> {
  let component = lazyAreas.get(area.id);
  if (!component) {
    component = lazy(area.load);
    lazyAreas.set(area.id, component);
  }
  return component;
}

export function RouteScreen({ area, route }: { area: AdminArea; route: AdminRoute }) {
  const { label } = useProject();
  useDocumentTitle(label(route.title));
  const Screen = lazyArea(area);
  return <Screen route={route} />;
}
