import {
  fromInlenersCao,
  toInlenersCaoPayload,
  type InlenersCao,
  type SalaryTablePayload,
} from '@beloning/core/schemas';
import type { SchemeUpdatePayload } from '@beloning/core/api';

/**
 * The PUT body that saves a scheme again as it is, through core's own mapping (the inverse pair
 * fromInlenersCao and toInlenersCaoPayload the web uses), so the CLI changes only what a command changes.
 * The version the edit starts from is the scheme's version (a stale one is refused with 412). The scheme
 * keeps the name it was signed with; the terms were accepted when it was made, and saving from the CLI is
 * the logged-in user's deliberate act (the server records who made each version).
 */
export function schemeUpdatePayload(scheme: InlenersCao): SchemeUpdatePayload & {
  salary_tables: SalaryTablePayload[];
} {
  const forms = fromInlenersCao(scheme);
  const payload = toInlenersCaoPayload({ ...forms, step9: { ...forms.step9, agreedToTerms: true } });
  return {
    ...payload,
    signed_fullname: scheme.signed_fullname,
    inlener_cao_id: scheme.id,
    expected_version: scheme.version,
  };
}
