import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import LoginPage from '../features/auth/LoginPage';
import { Layout } from './layout/Layout';
import { RequireAuth } from './RequireAuth';

// Only the login screen ships in the first bundle (the 150 KB budget); the rest loads on demand.
const RegisterPage = lazy(() => import('../features/auth/RegisterPage'));
const OAuthCallbackPage = lazy(() => import('../features/auth/OAuthCallbackPage'));
const VerifyEmailTokenPage = lazy(() => import('../features/auth/VerifyEmailTokenPage'));
const VerifyEmailCodePage = lazy(() => import('../features/auth/VerifyEmailCodePage'));
const ForgotPasswordCodePage = lazy(() => import('../features/auth/ForgotPasswordCodePage'));
const VerifySuccessPage = lazy(() => import('../features/auth/VerifySuccessPage'));
const VerifyCodeLinkPage = lazy(() => import('../features/auth/VerifyCodeLinkPage'));
const VerifyMagicPage = lazy(() => import('../features/auth/VerifyMagicPage'));
const ResetPasswordLinkPage = lazy(() => import('../features/auth/ResetPasswordLinkPage'));
const MembersRoute = lazy(() => import('./MembersRoute'));
const InvoiceDetailsPage = lazy(() => import('../features/invoices/InvoiceDetailsPage'));
const EmailDetailsPage = lazy(() => import('../features/emails/EmailDetailsPage'));
const PreviewPage = lazy(() => import('../features/attachments/PreviewPage'));
const AdminPage = lazy(() => import('../features/admin/AdminPage'));
const ClientManagementPage = lazy(() => import('../features/clients/ClientManagementPage'));
const DirectoryPage = lazy(() => import('../features/directory/DirectoryPage'));
const UserActivityPage = lazy(() => import('../features/activity/UserActivityPage'));
const NotFoundPage = lazy(() => import('../features/not-found/NotFoundPage'));

/** The route table of SPEC.md section 2. */
export function createAppRouter(layout: { apiBase: string; isProductionApi: boolean }) {
  return createBrowserRouter([
    {
      element: <Layout {...layout} />,
      children: [
        { index: true, element: <Navigate to="/members" replace /> },
        { path: 'register', element: <RegisterPage /> },
        { path: 'login', element: <LoginPage /> },
        { path: 'oauth-callback', element: <OAuthCallbackPage /> },
        { path: 'verify-email/:token', element: <VerifyEmailTokenPage /> },
        { path: 'verify-email-code', element: <VerifyEmailCodePage /> },
        { path: 'forgot-password-code', element: <ForgotPasswordCodePage /> },
        { path: 'verify-success', element: <VerifySuccessPage /> },
        { path: 'verify-code-link', element: <VerifyCodeLinkPage /> },
        { path: 'verify-magic', element: <VerifyMagicPage /> },
        { path: 'reset-password-link', element: <ResetPasswordLinkPage /> },
        {
          element: <RequireAuth />,
          children: [
            { path: 'members', element: <MembersRoute /> },
            { path: 'view', element: <InvoiceDetailsPage /> },
            { path: 'email/:id', element: <EmailDetailsPage /> },
            { path: 'preview', element: <PreviewPage /> },
            { path: 'admin', element: <AdminPage /> },
            { path: 'create-client', element: <ClientManagementPage /> },
            { path: 'clients/:clientId/directory', element: <DirectoryPage /> },
            { path: 'user-activity', element: <UserActivityPage /> },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
