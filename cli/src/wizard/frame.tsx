import { isBreadcrumbClickable } from '@beloning/core/wizard';
import { Box, Text, type Key } from 'ink';
import { useWizardInput } from './paste.js';
import type { ReactNode } from 'react';
import { KEYS_HELP, STEP_JUMP_HELP } from './texts.js';
import { ViewportContext, useTerminalSize, wrappedLines } from './viewport.js';

export interface FrameStep {
  number: number;
  label: string;
}

export interface WizardFrameProps {
  title: string;
  steps: readonly FrameStep[];
  current: number;
  /** The step's hint (core's step metadata), or null. */
  hint: string | null;
  /** The wizard's error list under the step (core's wizardErrorList), shown after 'Volgende'. */
  errors: readonly string[];
  children: ReactNode;
  /** The breadcrumb selected while the user picks a step to go back to (StepJump), else null. */
  jumpTo?: number | null;
  /** The key help at the bottom; defaults to the keys of the form. */
  keysHelp?: string;
}

/**
 * The wizard's frame: the steps as breadcrumbs (the current one highlighted, passed ones plain, later ones
 * dim; while picking a step the chosen one inverted), the step's hint, the step itself, the error list and
 * the keys.
 */
export function WizardFrame({
  title,
  steps,
  current,
  hint,
  errors,
  children,
  jumpTo = null,
  keysHelp = KEYS_HELP,
}: WizardFrameProps) {
  const { rows, columns } = useTerminalSize();
  const help = jumpTo === null ? keysHelp : STEP_JUMP_HELP;
  // The rows left for the step: the terminal's, less the frame's own lines and the line ink ends a frame
  // with, so that a frame never fills the terminal (ink would clear it, scrollback included; viewport.ts).
  const crumbs = steps
    .map((step, index) => `${index === 0 ? '' : ' › '}${step.number}. ${step.label}`)
    .join('');
  const frameLines =
    wrappedLines(title, columns) +
    wrappedLines(crumbs, columns) +
    (hint === null ? 0 : wrappedLines(hint, columns)) +
    1 +
    (errors.length === 0
      ? 0
      : 1 + errors.reduce((sum, message) => sum + wrappedLines(`• ${message}`, columns), 0)) +
    1 +
    wrappedLines(help, columns);
  const viewport = { rows: rows === null ? null : Math.max(1, rows - 1 - frameLines), columns };
  return (
    <ViewportContext.Provider value={viewport}>
      <Box flexDirection="column">
        <Text bold>{title}</Text>
        <Text>
          {steps.map((step, index) => {
            const text = `${step.number}. ${step.label}`;
            const separator = index === 0 ? '' : ' › ';
            if (step.number === jumpTo)
              return (
                <Text key={step.number}>
                  {separator}
                  <Text inverse bold>
                    {text}
                  </Text>
                </Text>
              );
            if (step.number === current)
              return (
                <Text key={step.number}>
                  {separator}
                  <Text color="cyan" bold underline>
                    {text}
                  </Text>
                </Text>
              );
            return (
              <Text key={step.number} dimColor={step.number > current}>
                {separator}
                {text}
              </Text>
            );
          })}
        </Text>
        {hint === null ? null : <Text dimColor>{hint}</Text>}
        <Box marginTop={1} flexDirection="column">
          {children}
        </Box>
        {errors.length === 0 ? null : (
          <Box marginTop={1} flexDirection="column">
            {errors.map((message) => (
              <Text key={message} color="red">
                {`• ${message}`}
              </Text>
            ))}
          </Box>
        )}
        <Box marginTop={1}>
          <Text dimColor>{help}</Text>
        </Box>
      </Box>
    </ViewportContext.Provider>
  );
}

/** What a key does while the user picks a breadcrumb. */
export type StepJumpAction =
  { kind: 'select'; step: number } | { kind: 'jump'; step: number } | { kind: 'cancel' } | null;

/**
 * Picking a breadcrumb: ←/→ move over the current and passed steps (core's isBreadcrumbClickable), a digit
 * goes to that step, Enter to the chosen one, Esc stays. Later steps cannot be chosen (null).
 */
export function stepJumpAction(input: string, key: Key, current: number, selected: number): StepJumpAction {
  if (key.escape) return { kind: 'cancel' };
  if (key.return) return { kind: 'jump', step: selected };
  if (key.leftArrow) return { kind: 'select', step: Math.max(1, selected - 1) };
  if (key.rightArrow) return { kind: 'select', step: Math.min(current, selected + 1) };
  const digit = Number(input);
  if (/^[1-9]$/.test(input) && isBreadcrumbClickable(digit, current)) return { kind: 'jump', step: digit };
  return null;
}
export interface ConfirmDialogProps {
  text: string;
  /** 'j' or Enter confirms, 'n' or Esc cancels. */
  onAnswer: (yes: boolean) => void;
}

/** The lines a ConfirmDialog (or, with `withOk`, a MessageDialog) of `text` takes under a step. */
export function dialogLines(text: string, columns: number, withOk = false): number {
  return 1 + 2 + wrappedLines(text, columns - 4) + (withOk ? 1 : 0);
}

/** A question in a box that takes the keyboard until it is answered. */
export function ConfirmDialog({ text, onAnswer }: ConfirmDialogProps) {
  // A paste answers nothing.
  useWizardInput((input, key) => {
    if (key.paste) return;
    if (input.toLowerCase() === 'j' || key.return) onAnswer(true);
    else if (input.toLowerCase() === 'n' || key.escape) onAnswer(false);
  });
  return (
    <Box borderStyle="round" borderColor="yellow" paddingX={1} marginTop={1}>
      <Text>{text}</Text>
    </Box>
  );
}

/** A message in a box; Enter closes it. */
export function MessageDialog({ text, onClose }: { text: string; onClose: () => void }) {
  useWizardInput((_input, key) => {
    if (key.return || key.escape) onClose();
  });
  return (
    <Box borderStyle="round" paddingX={1} marginTop={1} flexDirection="column">
      <Text>{text}</Text>
      <Text dimColor>Enter: OK</Text>
    </Box>
  );
}
