import { lazy, Suspense } from 'react';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { LoginPage } from '../features/auth/components/LoginPage';
import { RequireAuth } from '../features/auth/components/RequireAuth';
import { PageLoader } from '../components/ui/PageLoader';
import { childPattern, paths } from '../lib/paths';
import { getToken } from '../lib/api';
import { pageTextsReady } from '../lib/i18n';
import { paintedShell } from '../lib/first-paint';

// Each screen is its own chunk: /login never pays for charts or 3D. Its texts load alongside (lib/i18n).
const page = <K extends string, P extends object = object>(
  load: () => Promise<Record<K, React.ComponentType<P>>>,
  name: K,
) =>
  Object.assign(
    lazy(async () => {
      const [module] = await Promise.all([load(), pageTextsReady()]);
      return { default: module[name] };
    }),
    { preload: () => void load() },
  );

/**
 * While the shell's chunk loads on the first visit, the server's painted shell (ADR 0007) stays on screen rather than
 * a spinner replacing it; later, a plain loader. Its markup is the server's own, captured from #root at start.
 */
function ShellLoader() {
  const painted = paintedShell();
  return painted ? <div dangerouslySetInnerHTML={{ __html: painted }} /> : <PageLoader />;
}

// The signed-in shell (menu, top bar, notifications, chat) is a chunk of its own too.
const Layout = page(() => import('./Layout'), 'Layout');
const NotFoundPage = page(() => import('./NotFoundPage'), 'NotFoundPage');
const HomePage = page(() => import('../features/home/HomePage'), 'HomePage');
const DashboardPage = page(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const MissionControlPage = page(() => import('../features/missions/MissionControlPage'), 'MissionControlPage');
const ConjunctionsPage = page(() => import('../features/conjunctions/ConjunctionsPage'), 'ConjunctionsPage');
// Opening the 3D view starts its catalogue download at once, alongside three.js, not after it;
// opened directly (a reload, a shared link) both start before the signed-in shell has loaded.
let vizLoad: Promise<typeof import('../features/visualization/DataVisualizationPage')> | null = null;
const loadViz = () => {
  if (!vizLoad) {
    void import('../features/visualization/catalogue-fetch').then((m) => m.prefetchCatalogue());
    vizLoad = import('../features/visualization/DataVisualizationPage');
  }
  return vizLoad;
};
if (typeof window !== 'undefined' && window.location.pathname === '/data-visualization' && getToken()) void loadViz();
const DataVisualizationPage = page(loadViz, 'DataVisualizationPage');
const VizRoute = page(() => import('../features/visualization/VizRoute'), 'VizRoute');
const DocumentationPage = page(() => import('../features/docs/DocumentationPage'), 'DocumentationPage');
const DocPage = page(() => import('../features/docs/DocPage'), 'DocPage');
const ProfilePage = page(() => import('../features/account/components/ProfilePage'), 'ProfilePage');
const SettingsPage = page(() => import('../features/account/components/SettingsPage'), 'SettingsPage');
// Account security (2FA, password, email, sessions) is composed into Settings from the auth feature.
const SecuritySettings = page(
  () => import('../features/auth/components/security/SecuritySettings'),
  'SecuritySettings',
);
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
const AccuracyPage = page(() => import('../features/accuracy/AccuracyPage'), 'AccuracyPage');
const SatelliteDataPage = page(() => import('../features/sky/SatelliteDataPage'), 'SatelliteDataPage');
const ObservingPage = page(() => import('../features/observing/ObservingPage'), 'ObservingPage');
const ObjectPage = page(() => import('../features/objects/ObjectPage'), 'ObjectPage');
const SpaceSciencePage = page(() => import('../features/science/SpaceSciencePage'), 'SpaceSciencePage');
const SubscriptionPage = page(() => import('../features/billing/SubscriptionPage'), 'SubscriptionPage');
const SubscriptionPlansPage = page(() => import('../features/billing/SubscriptionPlansPage'), 'SubscriptionPlansPage');
const DataAccessPage = page(() => import('../features/billing/DataAccessPage'), 'DataAccessPage');
const TeamPage = page(() => import('../features/teams/TeamPage'), 'TeamPage');
const TeamsAdminPage = page(() => import('../features/teams/TeamsAdminPage'), 'TeamsAdminPage');
const JoinTeamPage = page(() => import('../features/teams/JoinTeamPage'), 'JoinTeamPage');
const SupportPage = page(() => import('../features/support/SupportPage'), 'SupportPage');
const SupportCenterPage = page(() => import('../features/support/SupportCenterPage'), 'SupportCenterPage');
const MyTicketsPage = page(() => import('../features/support/MyTicketsPage'), 'MyTicketsPage');
const TicketPage = page(() => import('../features/support/TicketPage'), 'TicketPage');
const AgentQueuePage = page(() => import('../features/support/AgentQueuePage'), 'AgentQueuePage');
const CommunityPage = page(() => import('../features/community/CommunityPage'), 'CommunityPage');
const CommunityCategoryPage = page(() => import('../features/community/CategoryPage'), 'CategoryPage');
const CommunityThreadPage = page(() => import('../features/community/ThreadPage'), 'ThreadPage');
const CommunityReportQueuePage = page(() => import('../features/community/ReportQueuePage'), 'ReportQueuePage');
const VrExperiencePage = page(() => import('../features/vr/VrExperiencePage'), 'VrExperiencePage');
const AdminPage = page(() => import('../features/admin/AdminPage'), 'AdminPage');
const VrScenePage = page(() => import('../features/vr/VrScenePage'), 'VrScenePage');

export const protectedRoutes = [
  { index: true, Component: HomePage },
  { path: childPattern('dashboard'), Component: DashboardPage },
  {
    path: childPattern('dataVisualization'),
    element: <VizRoute page={DataVisualizationPage} />,
  },
  { path: childPattern('documentation'), Component: DocumentationPage },
  { path: childPattern('doc'), Component: DocPage },
  { path: childPattern('missionControl'), Component: MissionControlPage },
  { path: childPattern('conjunctions'), Component: ConjunctionsPage },
  { path: childPattern('profile'), Component: ProfilePage },
  { path: childPattern('satelliteData'), Component: SatelliteDataPage },
  { path: childPattern('observing'), Component: ObservingPage },
  { path: childPattern('observingIdentify'), Component: ObservingPage },
  { path: childPattern('observingFollows'), Component: ObservingPage },
  { path: childPattern('observingSky'), Component: ObservingPage },
  { path: childPattern('observingPlanner'), Component: ObservingPage },
  { path: childPattern('object'), Component: ObjectPage },
  {
    path: childPattern('settings'),
    element: <SettingsPage securitySection={<SecuritySettings />} twoFactorSwitch={<TwoFactorSwitch />} />,
  },
  { path: childPattern('spaceScience'), Component: SpaceSciencePage },
  { path: childPattern('subscription'), Component: SubscriptionPage },
  { path: childPattern('subscriptionPlans'), Component: SubscriptionPlansPage },
  { path: childPattern('dataAccess'), Component: DataAccessPage },
  { path: childPattern('team'), Component: TeamPage },
  { path: childPattern('joinTeam'), Component: JoinTeamPage },
  { path: childPattern('teamsAdmin'), Component: TeamsAdminPage },
  { path: childPattern('support'), Component: SupportPage },
  { path: childPattern('myTickets'), Component: MyTicketsPage },
  { path: childPattern('ticket'), Component: TicketPage },
  { path: childPattern('ticketQueue'), Component: AgentQueuePage },
  { path: childPattern('supportCenter'), Component: SupportCenterPage },
  { path: childPattern('community'), Component: CommunityPage },
  { path: childPattern('communityReports'), Component: CommunityReportQueuePage },
  { path: childPattern('communityThread'), Component: CommunityThreadPage },
  { path: childPattern('communityCategory'), Component: CommunityCategoryPage },
  { path: childPattern('vrExperience'), Component: VrExperiencePage },
  { path: childPattern('vrScene'), Component: VrScenePage },
  { path: childPattern('admin'), Component: AdminPage },
];

export const routes = [
  { path: paths.login.pattern, Component: LoginPage },
  { path: paths.register.pattern, element: publicPage(RegisterPage) },
  { path: paths.forgotPassword.pattern, element: publicPage(ForgotPasswordPage) },
  { path: paths.resetPassword.pattern, element: publicPage(ResetPasswordPage) },
  { path: paths.verifyEmail.pattern, element: publicPage(VerifyEmailPage) },
  { path: paths.accuracy.pattern, element: publicPage(AccuracyPage) },
  {
    path: paths.home.pattern,
    element: (
      <RequireAuth>
        <Suspense fallback={<ShellLoader />}>
          <Layout />
        </Suspense>
      </RequireAuth>
    ),
    children: protectedRoutes,
  },
  { path: '*', element: publicPage(NotFoundPage) },
];

/**
 * A signed-in first visit loads the entry, renders, then asks for the shell, renders it, then asks for the page: two
 * round trips one after the other before anything of the page can paint. With a stored token, both downloads start
 * while the entry is still being evaluated (issue 12: first load of / and /dashboard). Loading is all this does: the
 * chunks are the ones the router would fetch a moment later, and the browser keeps them.
 */
function preloadFirstScreen() {
  if (typeof window === 'undefined' || !getToken()) return;
  for (const match of matchRoutes(routes, window.location.pathname) ?? []) {
    const route = match.route as { Component?: { preload?: () => void } };
    route.Component?.preload?.();
  }
  Layout.preload();
}
// In a task of its own: adding the chunks' preload links is work the entry's evaluation need not wait for (ADR 0007).
setTimeout(preloadFirstScreen, 0);

export const createAppRouter = () => createBrowserRouter(routes);
