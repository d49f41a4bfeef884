import { createBrowserRouter, Navigate } from 'react-router';
import { HomePage } from '../pages/home/home-page';
import { LoginPage } from '../pages/login/login-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { RequireSession } from './require-session';

export function createRouter() {
  return createBrowserRouter([
    { path: '/login', element: <LoginPage /> },
    { path: '/404', element: <NotFoundPage /> },
    {
      element: <RequireSession />,
      children: [
        { path: '/', element: <Navigate to="/home/index" replace /> },
        { path: '/home/index', element: <HomePage /> },
      ],
    },
    { path: '*', element: <Navigate to="/404" replace /> },
  ]);
}
