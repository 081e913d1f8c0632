import './agency.css';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { manualPathFor, pathFor } from '../../app/routes';
import { ConfirmationDialog } from '../../components/confirmation-dialog';
import { useLogout } from '../../lib/session';

/**
 * The header links of an agency session (page frame, SPEC.md 2.1): the agency area instead of the hirer's
 * Support and Profiel, the manual, and Uitloggen with its confirmation, after which the agency login shows.
 */
export function AgencyNav() {
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [confirmOpen, setConfirmOpen] = useState(false);
  return (
    <>
      <Link to={pathFor('uitlenersportaal')}>Uitlenersportaal</Link>
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
