/**
 * Plain constants of the schemas, in a module without zod, so that code which needs only a constant (the
 * rules, and through them the portal's login and registration pages) does not pull zod into its bundle.
 */

/** The age key of the row for all ages (shown as MESSAGES.allAges). */
export const ALL_AGES_KEY = 'null';

/** Separator between the three parts of initialScaling. */
export const INITIAL_SCALING_SEPARATOR = '|';
