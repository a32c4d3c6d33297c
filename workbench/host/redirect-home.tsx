import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { unknownRouteWarning } from '../../core/errors';

/** The catch-all route: an address no route answers logs a warning and goes to / (document 1 §2). */
export function RedirectHome() {
  const { pathname } = useLocation();
  useEffect(() => console.warn(unknownRouteWarning(pathname)), [pathname]);
  return <Navigate to="/" replace />;
}
