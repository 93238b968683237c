import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/auth/components/LoginPage';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { NotFoundPage } from './NotFoundPage';
import { PageLoader } from '../components/ui/PageLoader';

// Each screen is its own chunk: /login never pays for charts or 3D.
const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => lazy(async () => ({ default: (await load())[name] }));

// The signed-in shell (menu, top bar, notifications, chat) is a chunk of its own too.
const Layout = page(() => import('./Layout'), 'Layout');
const HomePage = page(() => import('../features/home/HomePage'), 'HomePage');
const DashboardPage = page(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const MissionControlPage = page(() => import('../features/missions/MissionControlPage'), 'MissionControlPage');
const ConjunctionsPage = page(() => import('../features/conjunctions/ConjunctionsPage'), 'ConjunctionsPage');
const DataVisualizationPage = page(() => import('../features/visualization/DataVisualizationPage'), 'DataVisualizationPage');
const DocumentationPage = page(() => import('../features/docs/DocumentationPage'), 'DocumentationPage');
const DocPage = page(() => import('../features/docs/DocPage'), 'DocPage');
const ProfilePage = page(() => import('../features/account/components/ProfilePage'), 'ProfilePage');
const SettingsPage = lazy(async () => ({ default: (await import('../features/account/components/SettingsPage')).SettingsPage }));
// Account security (2FA, password, email, sessions) is composed into Settings from the auth feature.
const SecuritySettings = page(() => import('../features/auth/components/security/SecuritySettings'), 'SecuritySettings');
const TwoFactorSwitch = page(() => import('../features/auth/components/security/SecuritySettings'), 'TwoFactorSwitch');
const RegisterPage = page(() => import('../features/auth/components/RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = page(() => import('../features/auth/components/ForgotPasswordPage'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/auth/components/ResetPasswordPage'), 'ResetPasswordPage');
const VerifyEmailPage = page(() => import('../features/auth/components/VerifyEmailPage'), 'VerifyEmailPage');
const publicPage = (P: React.ComponentType) => (
  <Suspense fallback={<PageLoader />}>
    <P />
  </Suspense>
);
const SatelliteDataPage = page(() => import('../features/sky/SatelliteDataPage'), 'SatelliteDataPage');
const SpaceSciencePage = page(() => import('../features/science/SpaceSciencePage'), 'SpaceSciencePage');
const SubscriptionPage = page(() => import('../features/billing/SubscriptionPage'), 'SubscriptionPage');
const SubscriptionPlansPage = page(() => import('../features/billing/SubscriptionPlansPage'), 'SubscriptionPlansPage');
const DataAccessPage = page(() => import('../features/billing/DataAccessPage'), 'DataAccessPage');
const SupportPage = page(() => import('../features/support/SupportPage'), 'SupportPage');
const SupportCenterPage = page(() => import('../features/support/SupportCenterPage'), 'SupportCenterPage');
const MyTicketsPage = page(() => import('../features/support/MyTicketsPage'), 'MyTicketsPage');
const TicketPage = page(() => import('../features/support/TicketPage'), 'TicketPage');
const AgentQueuePage = page(() => import('../features/support/AgentQueuePage'), 'AgentQueuePage');
const VrExperiencePage = page(() => import('../features/vr/VrExperiencePage'), 'VrExperiencePage');
const VrScenePage = page(() => import('../features/vr/VrScenePage'), 'VrScenePage');

export const protectedRoutes = [
  { index: true, Component: HomePage },
  { path: 'dashboard', Component: DashboardPage },
  { path: 'data-visualization', Component: DataVisualizationPage },
  { path: 'documentation', Component: DocumentationPage },
  { path: 'docs/:docId', Component: DocPage },
  { path: 'mission-control', Component: MissionControlPage },
  { path: 'conjunctions', Component: ConjunctionsPage },
  { path: 'profile', Component: ProfilePage },
  { path: 'satellite-data', Component: SatelliteDataPage },
  { path: 'settings', element: <SettingsPage securitySection={<SecuritySettings />} twoFactorSwitch={<TwoFactorSwitch />} /> },
  { path: 'space-science', Component: SpaceSciencePage },
  { path: 'subscription', Component: SubscriptionPage },
  { path: 'subscription-plans', Component: SubscriptionPlansPage },
  { path: 'data-access', Component: DataAccessPage },
  { path: 'support', Component: SupportPage },
  { path: 'support/tickets', Component: MyTicketsPage },
  { path: 'support/tickets/:id', Component: TicketPage },
  { path: 'support/queue', Component: AgentQueuePage },
  { path: 'support-center', Component: SupportCenterPage },
  { path: 'vr-experience', Component: VrExperiencePage },
  { path: 'vr-experience/:sceneId', Component: VrScenePage },
];

export const routes = [
  { path: '/login', Component: LoginPage },
  { path: '/register', element: publicPage(RegisterPage) },
  { path: '/forgot-password', element: publicPage(ForgotPasswordPage) },
  { path: '/reset-password', element: publicPage(ResetPasswordPage) },
  { path: '/verify-email', element: publicPage(VerifyEmailPage) },
  {
    path: '/',
    element: (
      <RequireAuth>
        <Suspense fallback={<PageLoader />}>
          <Layout />
        </Suspense>
      </RequireAuth>
    ),
    children: protectedRoutes,
  },
  { path: '*', Component: NotFoundPage },
];

export const createAppRouter = () => createBrowserRouter(routes);
