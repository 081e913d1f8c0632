import type { AgencyInvite } from '@beloning/core/api';
import type { LinkForm } from '@beloning/core/rules';
import { normaliseKvkNr } from '@beloning/core/rules';
import type { Koppeling, KoppelingRequest } from '@beloning/core/schemas';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pathFor } from '../../lib/routes';
import { NETWORK_FAILED } from '../../lib/texts';
import { AddLinkForm, type LinkPrefill } from './add-link-form';
import { InvitesList } from './invites-list';
import { LinksTable } from './links-table';
import { AFTER_COMPLIANCE_SAVE_INTRO, AFTER_SAVE_INTRO, LINKS_INTRO } from './links-texts';
import './links.css';

export interface LinksScreenProps {
  /** 'Koppelingen' plus what is shared. */
  readonly title: string;
  /** What is shared, under the title (the scheme's or the cao's name). */
  readonly subject: ReactNode;
  readonly koppelingen: readonly Koppeling[];
  readonly showInvites: boolean;
  /** PUTs the whole list and answers with the links as saved. */
  readonly save: (koppelingen: KoppelingRequest[]) => Promise<Koppeling[]>;
  /** Where 'Bekijken' leads: the detail of what is shared. */
  readonly detailPath: string;
  /** What was saved, for the sentence after a save (showInvites): a scheme or a cao compliance. */
  readonly saved?: 'scheme' | 'compliance';
}

function asRequest(koppeling: Koppeling): KoppelingRequest {
  const { kvk_nr, handelsnaam, contact_email, disabled } = koppeling;
  return { kvk_nr, handelsnaam, contact_email, disabled };
}

/**
 * The links screen of a scheme or a cao compliance (SPEC.md 2.10): the links with their switch, the add
 * form, and with showInvites the agencies that invited the hirer. Every change saves the whole list.
 */
export function LinksScreen({
  title,
  subject,
  koppelingen,
  showInvites,
  save,
  detailPath,
  saved = 'scheme',
}: LinksScreenProps) {
  const [links, setLinks] = useState<readonly Koppeling[]>(koppelingen);
  const [toggleFailed, setToggleFailed] = useState(false);
  const [prefill, setPrefill] = useState<LinkPrefill | null>(null);
  const linkedKvkNrs = links.map((koppeling) => koppeling.kvk_nr);

  const toggle = async (chosen: Koppeling) => {
    setToggleFailed(false);
    const next = links.map((koppeling) =>
      koppeling.kvk_nr === chosen.kvk_nr
        ? asRequest({ ...koppeling, disabled: !koppeling.disabled })
        : asRequest(koppeling),
    );
    try {
      setLinks(await save(next));
    } catch (error) {
      setToggleFailed(true);
      throw error;
    }
  };

  const add = async (link: LinkForm) => {
    const added: KoppelingRequest = {
      kvk_nr: normaliseKvkNr(link.kvk_nr) ?? link.kvk_nr.trim(),
      handelsnaam: link.handelsnaam,
      contact_email: link.contact_email.trim(),
      disabled: false,
    };
    setLinks(await save([...links.map(asRequest), added]));
  };

  const choose = (invite: AgencyInvite) =>
    setPrefill({ kvk_nr: invite.kvk_nr, contact_email: invite.email, round: (prefill?.round ?? 0) + 1 });

  return (
    <div className="page links">
      <p className="links__back">
        <Link to={pathFor('overview')}>← Mijn beloningen</Link>
      </p>
      <h1>{title}</h1>
      <p className="links__subject">
        {subject} · <Link to={detailPath}>Bekijken</Link>
      </p>
      <p className="links__intro">
        {showInvites
          ? saved === 'compliance'
            ? AFTER_COMPLIANCE_SAVE_INTRO
            : AFTER_SAVE_INTRO
          : LINKS_INTRO}
      </p>
      {showInvites ? <InvitesList linkedKvkNrs={linkedKvkNrs} onChoose={choose} /> : null}
      <section className="card" aria-labelledby="links-list-title">
        <h2 id="links-list-title">Uitleners</h2>
        <LinksTable koppelingen={links} onToggle={toggle} />
        {toggleFailed ? (
          <div className="notice notice--error" role="alert">
            {NETWORK_FAILED}
          </div>
        ) : null}
        <AddLinkForm linkedKvkNrs={linkedKvkNrs} newIndex={links.length} prefill={prefill} onAdd={add} />
      </section>
    </div>
  );
}
