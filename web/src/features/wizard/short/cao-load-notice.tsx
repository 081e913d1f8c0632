import { loadFailureMessage } from '@beloning/core/api';
import { SUPPORT_EMAIL } from '../../../lib/texts';
import type { CaoLoad } from '../use-cao';
import { CAO_LOADING } from '../wizard-step-texts';

/** While the chosen cao loads, or when it could not be loaded: a notice in its place. */
export function CaoLoadNotice({ load }: { readonly load: CaoLoad }) {
  if (load.status === 'loading') {
    return (
      <p className="muted" role="status">
        {CAO_LOADING}
      </p>
    );
  }
  if (load.status === 'error') {
    return (
      <p className="notice notice--error" role="alert">
        {loadFailureMessage(load.error, SUPPORT_EMAIL)}
      </p>
    );
  }
  return null;
}
