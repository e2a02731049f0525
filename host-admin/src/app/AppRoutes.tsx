import { Navigate, Route, Routes } from 'react-router-dom';
import { ADMIN_AREAS, ADMIN_HOME } from '../routes/table.js';
import { NotFound } from '../screens/NotFound.js';
import { Layout } from './Layout.js';
import { RouteScreen } from './RouteScreen.js';

/** The admin route tree built from the router table; relative to the '/admin' basename. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Navigate to={ADMIN_HOME} replace />} />
        {ADMIN_AREAS.flatMap((area) =>
          area.routes.map((route) => (
            <Route key={route.path} path={route.path} element={<RouteScreen area={area} route={route} />} />
          )),
        )}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
