import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import type { AreaScreenProps } from '../routes/table.js';
import { ComingSoon } from './ComingSoon.js';

export type AreaScreenMap = Readonly<Record<string, ComponentType<AreaScreenProps>>>;

/**
 * Renders an area's screen for a route: the screen built so far for its path, or the shared
 * 'Wkrótce' placeholder naming the screen.
 */
export function AreaScreens({ route, screens }: AreaScreenProps & { screens: AreaScreenMap }) {
  const { pathname } = useLocation();
  const Screen = screens[route.path];
  return Screen ? <Screen route={route} /> : <ComingSoon route={route} pathname={pathname} />;
}
