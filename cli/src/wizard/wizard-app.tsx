import type { WizardState } from '@beloning/core/wizard';
import { useState } from 'react';
import { FullWizard } from './full/full-wizard.js';
import type { WizardOutcome } from './outcome.js';
import { ShortWizard } from './short/short-wizard.js';
import type { DescribeError } from './use-load.js';
import { ScreenContext, type Screen } from './viewport.js';
import type { WizardApi } from './wizard-api.js';

export interface WizardAppProps {
  api: WizardApi;
  describeError: DescribeError;
  /** 'short' starts the cao-compliance wizard; option 2 there goes on to the full wizard. */
  start: 'short' | 'full';
  initialState: WizardState;
  readFile: (path: string) => Promise<Uint8Array>;
  onDone: (outcome: WizardOutcome) => void;
  /** The real terminal (its rows and 'resize'), when ink draws on a stdout without rows (inkStdout). */
  screen?: Screen;
}

/** Both wizards: the short one hands over to the full one when the hirer fills in an own arrangement. */
export function WizardApp(props: WizardAppProps) {
  return (
    <ScreenContext.Provider value={props.screen ?? null}>
      <Wizards {...props} />
    </ScreenContext.Provider>
  );
}

function Wizards(props: WizardAppProps) {
  const [mode, setMode] = useState<{ kind: 'short' } | { kind: 'full'; state: WizardState }>(
    props.start === 'short' ? { kind: 'short' } : { kind: 'full', state: props.initialState },
  );
  if (mode.kind === 'short') {
    return (
      <ShortWizard
        api={props.api}
        describeError={props.describeError}
        initialState={props.initialState}
        onDone={props.onDone}
        onOwnFilling={(state) => setMode({ kind: 'full', state })}
      />
    );
  }
  return (
    <FullWizard
      api={props.api}
      describeError={props.describeError}
      initialState={mode.state}
      readFile={props.readFile}
      onDone={props.onDone}
    />
  );
}
