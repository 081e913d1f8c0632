/** How a wizard ended; the command turns it into a line on stderr and an exit code. */
export type WizardOutcome =
  | { kind: 'compliance-saved'; id: number }
  | { kind: 'scheme-saved'; guid: string; version: number; created: boolean }
  | { kind: 'help-requested'; company: string }
  | { kind: 'closed' };
