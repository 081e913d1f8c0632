import { SHORT_WIZARD_STEPS, WIZARD_STEPS, type WizardStepInfo } from '@beloning/core/wizard';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { routeInfo, type RouteName } from '../../lib/routes';
import { PageLoader } from '../../components/loader';
import type * as StepPages from './wizard-step-pages';

/**
 * The routes of both wizards and of the agency's proposal screen (SPEC.md 2.2 and 2.3). The paths and route
 * names of the steps are core's step metadata; each wizard's own path redirects to its step 1. Every page
 * is downloaded only when opened.
 */

type Pages = typeof StepPages;

function stepRoute(step: WizardStepInfo, page: (pages: Pages) => ComponentType): RouteObject {
  return {
    path: step.path,
    handle: { name: step.routeName, title: `Stap ${step.number}: ${step.label}` },
    HydrateFallback: PageLoader,
    lazy: async () => ({ Component: page(await import('./wizard-step-pages')) }),
  };
}

function wizardRoute(
  name: RouteName,
  steps: readonly WizardStepInfo[],
  page: (pages: Pages) => ComponentType,
): RouteObject {
  const info = routeInfo(name);
  const first = steps[0];
  return {
    path: info.path,
    handle: { name, title: info.title },
    children: [
      ...(first === undefined ? [] : [{ index: true, element: <Navigate to={first.fullPath} replace /> }]),
      ...steps.map((step) => stepRoute(step, page)),
    ],
  };
}

/** /inleners-wizard and /start-wizard with their steps; they sit among the logged-in routes. */
export const wizardRoutes: RouteObject[] = [
  wizardRoute('wizard', WIZARD_STEPS, (pages) => pages.FullWizardStepPage),
  wizardRoute('start-wizard', SHORT_WIZARD_STEPS, (pages) => pages.ShortWizardStepPage),
];

/**
 * /uitlener-voorstel/{inlenersId}: an open route; the root's handoverLoader exchanges its `refresh` code
 * before the page shows, and the page then needs an agency session.
 */
export const proposalRoute: RouteObject = {
  path: routeInfo('uitlener-voorstel').path,
  handle: { name: 'uitlener-voorstel', title: routeInfo('uitlener-voorstel').title },
  HydrateFallback: PageLoader,
  lazy: async () => ({ Component: (await import('./proposal-page')).ProposalPage }),
};
