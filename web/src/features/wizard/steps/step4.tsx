import type { StepBodyProps } from '../full-wizard-step';
import { SalaryEditor } from '../salary-editor/salary-editor';

/**
 * Step 4, the salaries: the salary editor (AG Grid, loaded only with this chunk) on core's grid model, with
 * its own selection, clipboard, history and bulk increase.
 */
export default function Step4({ submit }: StepBodyProps) {
  return <SalaryEditor submit={submit} />;
}
