import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { FaqPage } from '../features/landing/faq-page';
import { FeaturesPage } from '../features/landing/features-page';
import { HomePage } from '../features/landing/home-page';
import { LandingLayout } from '../features/landing/landing-layout';
import { StoryPage } from '../features/landing/story-page';
import { PrivacyPage } from '../features/legal/privacy-page';
import { TermsPage } from '../features/legal/terms-page';
import { PageLoader } from '../components/loader';
import { agencyRoutes, loginPathAfterUnauthorized } from '../features/agency/agency-routes';
import { proposalRoute, wizardRoutes } from '../features/wizard-shell/wizard-routes';
import { NotFoundPage } from './not-found-page';
import { PageFrame } from './page-frame';
import { RouteError } from './route-error';
import { routeInfo, type RouteName } from './routes';
import { handoverLoader, loginGuardLoader, onUnauthorized, RequireLogin } from './session-guards';

/** A route of the table, with its name kept on the route's handle for titles and the manual link. */
function named(name: RouteName, element: React.ReactNode, children?: RouteObject[]): RouteObject {
  const info = routeInfo(name);
  return { path: info.path, element, handle: { name, title: info.title }, ...(children ? { children } : {}) };
}

/** A route whose page is downloaded only when it is opened, so the landing page stays small. */
function lazyNamed(name: RouteName, load: () => Promise<ComponentType>): RouteObject {
  const info = routeInfo(name);
  return {
    path: info.path,
    handle: { name, title: info.title },
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: await load() }),
  };
}

export const routes: RouteObject[] = [
  {
    element: <PageFrame />,
    errorElement: <RouteError />,
    // A `refresh` hand-over code is exchanged before any page renders (SPEC.md 2.2).
    loader: handoverLoader,
    HydrateFallback: PageLoader,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            element: <LandingLayout />,
            children: [
              named('home', <HomePage />),
              named('home-features', <FeaturesPage />),
              named('home-ons-verhaal', <StoryPage />),
              named('home-faq', <FaqPage />),
            ],
          },
          named('terms', <TermsPage />),
          named('privacy', <PrivacyPage />),
          lazyNamed('login', async () => (await import('../features/account-flows/login-page')).LoginPage),
          lazyNamed(
            'registration',
            async () => (await import('../features/account-flows/register-page')).RegisterPage,
          ),
          lazyNamed(
            'forgot-password',
            async () => (await import('../features/account-flows/forgot-password-page')).ForgotPasswordPage,
          ),
          lazyNamed(
            'reset-password',
            async () => (await import('../features/account-flows/reset-password-page')).ResetPasswordPage,
          ),
          lazyNamed(
            'activation',
            async () => (await import('../features/account-flows/activation-page')).ActivationPage,
          ),
          lazyNamed(
            'invite-activation',
            async () =>
              (await import('../features/account-flows/invite-activation-page')).InviteActivationPage,
          ),
          lazyNamed(
            'email-verification',
            async () =>
              (await import('../features/account-flows/email-verification-page')).EmailVerificationPage,
          ),
          {
            path: routeInfo('manual').path,
            handle: { name: 'manual', title: routeInfo('manual').title },
            HydrateFallback: PageLoader,
            lazy: async () => ({ Component: (await import('../features/manual/manual-page')).ManualPage }),
          },
          // The agency area /uitlenersportaal with its own login and guard (features/agency).
          ...agencyRoutes,
          // The agency's proposal screen: open, its hand-over code exchanged by handoverLoader above.
          proposalRoute,
          {
            // The login guard (SPEC.md section 4): logged-in routes; visitors without a session go home.
            loader: loginGuardLoader,
            element: <RequireLogin />,
            children: [
              lazyNamed(
                'account',
                async () => (await import('../features/account/account-page')).AccountPage,
              ),
              lazyNamed(
                'support',
                async () => (await import('../features/support/support-page')).SupportPage,
              ),
              lazyNamed(
                'overview',
                async () => (await import('../features/overview/overview-page')).OverviewPage,
              ),
              lazyNamed(
                'inleners-cao-detail',
                async () => (await import('../features/scheme-detail/scheme-detail-page')).SchemeDetailPage,
              ),
              lazyNamed(
                'inleners-cao-koppelingen',
                async () => (await import('../features/links/scheme-links-page')).SchemeLinksPage,
              ),
              lazyNamed(
                'cao-compliance-koppelingen',
                async () => (await import('../features/links/compliance-links-page')).ComplianceLinksPage,
              ),
              lazyNamed(
                'cao-compliance-detail',
                async () => (await import('../features/links/compliance-detail-page')).ComplianceDetailPage,
              ),
              // Both wizards with their steps, guarded by core's permission and reachability rules.
              ...wizardRoutes,
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

// Any 401 (other than on logout) ends the session and goes to login (SPEC.md section 8).
onUnauthorized(() => {
  void router.navigate(loginPathAfterUnauthorized(router.state.location.pathname), { replace: true });
});
