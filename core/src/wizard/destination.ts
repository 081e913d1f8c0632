/**
 * Where the wizard sends the user: a named route of the portal (SPEC.md section 2), or the agency's page for
 * the hirer after a proposal. The web turns a route into a path; for the agency page it builds the address
 * (/v3/inleners/subscription/{id}, configurable) and adds the hand-over code as the refresh query parameter.
 */
export type WizardDestination =
  | {
      readonly kind: 'route';
      readonly name: string;
      readonly params: Readonly<Record<string, string>>;
      readonly query: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'agency-subscription'; readonly inlenersId: number };

/** A route destination; params and query default to empty. */
export function toRoute(
  name: string,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, string>> = {},
): WizardDestination {
  return { kind: 'route', name, params, query };
}

/** The permission that allows creating and editing schemes and starting both wizards (SPEC.md section 6). */
export const CREATE_SCHEME_PERMISSION = 'inleners.create_inlenerscao';

/** True when the user may create and edit schemes, and so open the wizards. */
export function canEditSchemes(permissions: readonly string[]): boolean {
  return permissions.includes(CREATE_SCHEME_PERMISSION);
}
