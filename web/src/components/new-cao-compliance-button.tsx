import type { CaoCompliance } from '@beloning/core/schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { newCaoCompliancePlan } from '../lib/wizard-handoff';
import { Button } from './button';
import { ConfirmationDialog } from './confirmation-dialog';

export const NEW_CAO_COMPLIANCE_LABEL = 'Vastleggen voor de nieuwe cao';

/**
 * 'Vastleggen voor de nieuwe cao' beside a compliance whose cao has a newer version (the overview and the
 * compliance's detail): the short wizard opens at step 2 on the new version with the compliance's own jobs.
 * A compliance is never changed; the new one is recorded beside it.
 */
export function NewCaoComplianceButton({
  compliance,
  describedBy,
}: {
  readonly compliance: Pick<CaoCompliance, 'jobs' | 'new_cao_version'>;
  readonly describedBy?: string;
}) {
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<(() => string) | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        aria-describedby={describedBy}
        onClick={() => {
          const plan = newCaoCompliancePlan(compliance);
          if (plan === null) return;
          if (plan.needsConfirmation) setConfirm(() => plan.apply);
          else void navigate(plan.apply());
        }}
      >
        {NEW_CAO_COMPLIANCE_LABEL}
      </Button>
      <ConfirmationDialog
        open={confirm !== null}
        text="De cao-naleving die u al aan het invullen was, wordt vervangen door een nieuwe voor de nieuwe cao."
        confirmLabel="Vervangen"
        onRefute={() => setConfirm(null)}
        onConfirm={() => {
          const apply = confirm;
          setConfirm(null);
          if (apply) void navigate(apply());
        }}
      />
    </>
  );
}
