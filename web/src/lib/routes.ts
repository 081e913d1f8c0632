/**
 * The one list of the portal's routes: path, route name (SPEC.md section 2), page title, who may open it and
 * the anchor of its chapter in the manual (/handleiding). Components link by route name through `pathFor`,
 * so a path is written down only here.
 */
import { SHORT_WIZARD_STEPS, WIZARD_STEPS, type WizardStepInfo } from '@beloning/core/wizard';

export type RouteAccess = 'open' | 'inlener' | 'uitlener';

export interface RouteInfo {
  readonly name: string;
  readonly path: string;
  readonly title: string;
  readonly access: RouteAccess;
  readonly manualAnchor: string;
}

const route = (
  name: string,
  path: string,
  title: string,
  access: RouteAccess,
  manualAnchor: string,
): RouteInfo => ({ name, path, title, access, manualAnchor });

export const ROUTES = [
  route('home', '/home', 'Beloning', 'open', 'start'),
  route('home-features', '/home/features', 'Functies', 'open', 'start'),
  route('home-ons-verhaal', '/home/ons-verhaal', 'Ons verhaal', 'open', 'start'),
  route('home-faq', '/home/FAQ', 'Veelgestelde vragen', 'open', 'start'),
  route('terms', '/algemene-voorwaarden', 'Algemene voorwaarden', 'open', 'start'),
  route('privacy', '/privacy-en-cookies', 'Privacy en cookies', 'open', 'start'),
  route('login', '/login', 'Inloggen', 'open', 'inloggen'),
  route('registration', '/registreren', 'Registreren', 'open', 'registreren'),
  route('forgot-password', '/wachtwoord-vergeten', 'Wachtwoord vergeten', 'open', 'inloggen'),
  route('reset-password', '/wachtwoord-resetten/:uidb64/:token', 'Wachtwoord resetten', 'open', 'inloggen'),
  route('activation', '/account-activatie/:uidb64/:token', 'Account activeren', 'open', 'registreren'),
  route(
    'invite-activation',
    '/account-activatie-invite/:uidb64/:token',
    'Uitnodiging accepteren',
    'open',
    'gebruikers',
  ),
  route(
    'email-verification',
    '/email-verificatie/:uidb64/:token',
    'E-mailadres bevestigen',
    'open',
    'account',
  ),
  route('uitlener-voorstel', '/uitlener-voorstel/:inlenersId', 'Voorstel maken', 'open', 'voorstellen'),
  route('manual', '/handleiding', 'Handleiding', 'open', 'start'),
  route('overview', '/', 'Mijn beloningen', 'inlener', 'overzicht'),
  route('account', '/account', 'Profiel', 'inlener', 'account'),
  route('support', '/support', 'Support', 'inlener', 'support'),
  route(
    'inleners-cao-koppelingen',
    '/inleners-cao-koppelingen/:guid',
    'Koppelingen',
    'inlener',
    'koppelingen',
  ),
  route(
    'cao-compliance-koppelingen',
    '/cao-compliance-koppelingen/:id',
    'Koppelingen cao-naleving',
    'inlener',
    'koppelingen',
  ),
  route(
    'cao-compliance-detail',
    '/cao-compliance-detail/:caoId/:id',
    'Cao-naleving',
    'inlener',
    'cao-naleving',
  ),
  route('inleners-cao-detail', '/inleners-cao-detail/:guid', 'Beloningsregeling', 'inlener', 'regeling'),
  route('wizard', '/inleners-wizard', 'Inlenersbeloning', 'inlener', 'wizard'),
  route('start-wizard', '/start-wizard', 'Cao-naleving', 'inlener', 'start-wizard'),
  route('uitlenersportaal', '/uitlenersportaal', 'Uitlenersportaal', 'uitlener', 'uitlenersportaal'),
  // The agency area (ARCHITECTURE.md, 'The agency side'); its pages sit under /uitlenersportaal.
  route(
    'uitlenersportaal-login',
    '/uitlenersportaal/inloggen',
    'Inloggen uitlener',
    'open',
    'uitlenersportaal',
  ),
  route(
    'uitlenersportaal-registreren',
    '/uitlenersportaal/registreren',
    'Registreren uitlener',
    'open',
    'uitlenersportaal',
  ),
  // The page of one hirer: also the return address after a proposal (SPEC.md 2.13, AGENCY_PORTAL_URL).
  route(
    'uitlenersportaal-inlener',
    '/uitlenersportaal/inleners/:inlenersId',
    'Inlener',
    'uitlener',
    'uitlenersportaal',
  ),
  route(
    'uitlenersportaal-regeling',
    '/uitlenersportaal/regelingen/:guid',
    'Gedeelde regeling',
    'uitlener',
    'uitlenersportaal',
  ),
  route(
    'uitlenersportaal-cao-naleving',
    '/uitlenersportaal/cao-nalevingen/:id',
    'Gedeelde cao-naleving',
    'uitlener',
    'uitlenersportaal',
  ),
  route(
    'uitlenersportaal-uitnodigingen',
    '/uitlenersportaal/uitnodigingen',
    'Uitnodigingen',
    'uitlener',
    'uitlenersportaal',
  ),
  route(
    'uitlenersportaal-hulpvragen',
    '/uitlenersportaal/hulpvragen',
    'Hulpvragen',
    'uitlener',
    'uitlenersportaal',
  ),
] as const satisfies readonly RouteInfo[];

export type RouteName = (typeof ROUTES)[number]['name'];

/** The pages a link from an e-mail opens, at `{path}/{uidb64}/{token}` (SPEC.md 2.2). */
export const LINK_ROUTES = [
  'reset-password',
  'activation',
  'invite-activation',
  'email-verification',
] as const;
export type LinkRouteName = (typeof LINK_ROUTES)[number];

/**
 * The address a link page shows once it has read the link: its path without uidb64 and token
 * ('/account-activatie'), so neither stays in the address bar or the history (features/account-flows).
 */
export function linkPageAddress(name: LinkRouteName): string {
  return routeInfo(name).path.replace(/\/:uidb64\/:token$/, '');
}

/**
 * The steps of both wizards (SPEC.md 2.3) under 'wizard' and 'start-wizard': path, route name, label and
 * manual anchor are core's step metadata, never retyped here.
 */
export const WIZARD_STEP_ROUTES: readonly RouteInfo[] = [...WIZARD_STEPS, ...SHORT_WIZARD_STEPS].map(
  (step: WizardStepInfo) =>
    route(step.routeName, step.fullPath, `Stap ${step.number}: ${step.label}`, 'inlener', step.manualAnchor),
);

const byName = new Map<string, RouteInfo>(
  [...ROUTES, ...WIZARD_STEP_ROUTES].map((info) => [info.name, info]),
);

/** The route with this name; every name used in the code is in the table, so this never misses. */
export function routeInfo(name: RouteName): RouteInfo {
  const info = byName.get(name);
  if (!info) throw new Error(`Onbekende route: ${name}`);
  return info;
}

/** The path of a route with its parameters filled in and an optional query. */
export function pathFor(
  name: RouteName,
  params: Record<string, string> = {},
  query: Record<string, string | undefined> = {},
): string {
  return pathForName(name, params, query);
}

/** pathFor for a route name that comes as text, such as core's wizard destinations and step route names. */
export function pathForName(
  name: string,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, string | undefined>> = {},
): string {
  const info = byName.get(name);
  if (!info) throw new Error(`Onbekende route: ${name}`);
  const path = info.path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Parameter ${key} ontbreekt voor route ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Which route a browser path belongs to (first match in table order; '/' only matches itself). */
export function matchRoute(pathname: string): RouteInfo | undefined {
  // Wizard steps first, so a step's manual link opens its own chapter rather than the wizard's.
  return [...WIZARD_STEP_ROUTES, ...ROUTES].find((info) => {
    if (info.path === '/') return pathname === '/';
    const pattern = new RegExp(`^${info.path.replace(/:[A-Za-z]+/g, '[^/]+')}(?:/.*)?$`);
    return pattern.test(pathname);
  });
}

/** The manual chapter for a browser path, opened in a new tab by the 'Handleiding' link. */
export function manualPathFor(pathname: string): string {
  const info = matchRoute(pathname);
  return `/handleiding#${info?.manualAnchor ?? 'start'}`;
}
