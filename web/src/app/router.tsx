import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/loader';
import { agencyRoutes, loginPathAfterUnauthorized } from '../features/agency/agency-routes';
import { proposalRoute, wizardRoutes } from '../features/wizard/wizard-routes';
import { NotFoundPage } from './not-found-page';
import { PageFrame } from './page-frame';
import { RouteError } from './route-error';
import { linkPageAddress, routeInfo, type LinkRouteName, type RouteName } from '../lib/routes';
import { handoverLoader, loginGuardLoader, onUnauthorized, RequireLogin } from './session-guards';

/**
 * A route of the table whose page is downloaded only when it is opened, so each page carries only its own
 * code; the route's name is kept on its handle for titles and the manual link.
 */
function lazyNamed(name: RouteName, load: () => Promise<ComponentType>): RouteObject {
  const info = routeInfo(name);
  return {
    path: info.path,
    handle: { name, title: info.title },
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: await load() }),
  };
}

/**
 * A link page (LINK_ROUTES): its route as lazyNamed, also matched without uidb64 and token, the address it
 * shows once it has read them (a reload there keeps working: features/account-flows/use-link-params.ts).
 */
function lazyLinkPage(name: LinkRouteName, load: () => Promise<ComponentType>): RouteObject {
  return { ...lazyNamed(name, load), path: `${linkPageAddress(name)}/:uidb64?/:token?` };
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
            // The landing pages are their own chunks too: login and registration do not download them.
            HydrateFallback: PageLoader,
            lazy: async () => ({
              Component: (await import('../features/landing/landing-layout')).LandingLayout,
            }),
            children: [
              lazyNamed('home', async () => (await import('../features/landing/home-page')).HomePage),
              lazyNamed(
                'home-features',
                async () => (await import('../features/landing/features-page')).FeaturesPage,
              ),
              lazyNamed(
                'home-ons-verhaal',
                async () => (await import('../features/landing/story-page')).StoryPage,
              ),
              lazyNamed('home-faq', async () => (await import('../features/landing/faq-page')).FaqPage),
            ],
          },
          lazyNamed('terms', async () => (await import('../features/legal/terms-page')).TermsPage),
          lazyNamed('privacy', async () => (await import('../features/legal/privacy-page')).PrivacyPage),
          lazyNamed('login', async () => (await import('../features/account-flows/login-page')).LoginPage),
          lazyNamed(
            'registration',
            async () => (await import('../components/registration/register-page')).RegisterPage,
          ),
          lazyNamed(
            'forgot-password',
            async () => (await import('../features/account-flows/forgot-password-page')).ForgotPasswordPage,
          ),
          lazyLinkPage(
            'reset-password',
            async () => (await import('../features/account-flows/reset-password-page')).ResetPasswordPage,
          ),
          lazyLinkPage(
            'activation',
            async () => (await import('../features/account-flows/activation-page')).ActivationPage,
          ),
          lazyLinkPage(
            'invite-activation',
            async () =>
              (await import('../features/account-flows/invite-activation-page')).InviteActivationPage,
          ),
          lazyLinkPage(
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
