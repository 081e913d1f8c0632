import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmationDialog } from '../components/confirmation-dialog';
import { CHANGE_SUBSCRIPTION_PERMISSION } from '@beloning/core/schemas';
import { hasPermission, UNVERIFIED_KVK_WARNING, useLogout, useUser } from '../lib/session';
import { pathFor } from '../lib/routes';

function GearIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </svg>
  );
}

/**
 * The settings gear: Profiel and Uitloggen, with a warning when KVK and company name are unverified; only
 * for the user who can do something about it, the main user (SPEC.md sections 2.1 and 6).
 */
export function GearMenu() {
  const user = useUser();
  const logout = useLogout();
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Uitloggen opens its dialog once the menu has closed and given the focus back to the gear, so the dialog
  // returns the focus there (not to the menu item, which is gone by then).
  const logoutChosen = useRef(false);
  const unverified =
    user !== null && !user.kvk_verified && hasPermission(user, CHANGE_SUBSCRIPTION_PERMISSION);
  const trigger = (
    <DropdownMenu.Trigger
      className="gear"
      aria-label={unverified ? `Instellingen. ${UNVERIFIED_KVK_WARNING}` : 'Instellingen'}
    >
      <GearIcon />
      {unverified ? <span className="gear__badge" aria-hidden="true" /> : null}
    </DropdownMenu.Trigger>
  );
  return (
    <Tooltip.Provider delayDuration={100}>
      {/* Not modal: a modal menu hides the page (with the focused gear in it) from assistive technology
          through aria-hidden, which axe rightly reports; focus still moves into the menu and Escape closes it. */}
      <DropdownMenu.Root modal={false}>
        {unverified ? (
          <Tooltip.Root>
            <Tooltip.Trigger asChild>{trigger}</Tooltip.Trigger>
            <Tooltip.Portal container={document.getElementById('tooltips') ?? undefined}>
              <Tooltip.Content className="tooltip" sideOffset={6}>
                {UNVERIFIED_KVK_WARNING}
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        ) : (
          trigger
        )}
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            className="menu"
            align="end"
            sideOffset={6}
            onCloseAutoFocus={() => {
              if (!logoutChosen.current) return;
              logoutChosen.current = false;
              setConfirmOpen(true);
            }}
          >
            <DropdownMenu.Item className="menu__item" onSelect={() => navigate(pathFor('account'))}>
              Profiel
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className="menu__item"
              onSelect={() => {
                logoutChosen.current = true;
              }}
            >
              Uitloggen
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmationDialog
        open={confirmOpen}
        text="Weet u zeker dat u wilt uitloggen?"
        confirmLabel="Uitloggen"
        onRefute={() => setConfirmOpen(false)}
        onConfirm={() => {
          setConfirmOpen(false);
          void logout().then(() => navigate(pathFor('home')));
        }}
      />
    </Tooltip.Provider>
  );
}
