import './agency.css';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { manualPathFor, pathFor } from '../../lib/routes';
import { ConfirmationDialog } from '../../components/confirmation-dialog';
import { useLogout } from '../../lib/session';

/**
 * The header links of an agency session (page frame, SPEC.md 2.1): instead of the hirer's Support and gear
 * menu, the manual and Uitloggen with its confirmation, after which the agency login shows. The logo leads
 * an agency to its area (the hirer pages send agency sessions there).
 */
export function AgencyNav() {
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <>
      <a href={manualPathFor(location.pathname)} target="_blank" rel="noopener">
        Handleiding
      </a>
      <button
        type="button"
        className="button button--secondary agency-logout"
        onClick={() => setConfirmOpen(true)}
      >
        Uitloggen
      </button>
      <ConfirmationDialog
        open={confirmOpen}
        text="Weet u zeker dat u wilt uitloggen?"
        confirmLabel="Uitloggen"
        onRefute={() => setConfirmOpen(false)}
        onConfirm={() => {
          setConfirmOpen(false);
          void logout().then(() => navigate(pathFor('uitlenersportaal-login'), { replace: true }));
        }}
      />
    </>
  );
}
