import { Navigate, useLocation, useParams } from 'react-router';

/**
 * /redirect/{path}: re-enters the old full path (docs/requirements.md#layout-and-navigation). Going through
 * it unmounts the page, so the tags bar's refresh shows the page anew with fresh data.
 */
export function RedirectPage() {
  const { '*': path = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`/${path}${search}${hash}`} replace />;
}
