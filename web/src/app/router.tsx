import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { FaqPage } from '../features/landing/faq-page';
import { FeaturesPage } from '../features/landing/features-page';
import { HomePage } from '../features/landing/home-page';
import { LandingLayout } from '../features/landing/landing-layout';
import { StoryPage } from '../features/landing/story-page';
import { PrivacyPage } from '../features/legal/privacy-page';
import { TermsPage } from '../features/legal/terms-page';
import { PageLoader } from '../components/loader';
import { NotFoundPage } from './not-found-page';
import { PageFrame } from './page-frame';
import { RouteError } from './route-error';
import { pathFor, routeInfo, type RouteName } from './routes';

/** A route of the table, with its name kept on the route's handle for titles and the manual link. */
function named(name: RouteName, element: React.ReactNode, children?: RouteObject[]): RouteObject {
  const info = routeInfo(name);
  return { path: info.path, element, handle: { name, title: info.title }, ...(children ? { children } : {}) };
}

export const routes: RouteObject[] = [
  {
    element: <PageFrame />,
    errorElement: <RouteError />,
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
          {
            path: routeInfo('manual').path,
            handle: { name: 'manual', title: routeInfo('manual').title },
            HydrateFallback: PageLoader,
            lazy: async () => ({ Component: (await import('../features/manual/manual-page')).ManualPage }),
          },
          { path: '/', element: <Navigate to={pathFor('home')} replace /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
