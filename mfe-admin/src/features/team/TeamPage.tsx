/**
 * `/team` and `/team/{organisationId}` (docs/product.md "Organisations and roles", issue 44): the
 * team of an organisation. A company manager sees and runs their own organisation's team; a
 * branch manager sees their branch's members and open invitations, read-only (the server refuses
 * them every change); an admin opens any organisation by its id. Other members are told the
 * screen is for managers; a member naming another organisation gets "not found", as the server
 * answers (404, never 403).
 *
 * The page shows the organisation's company data (name, VAT number, billing address, logo: a
 * company manager or an admin edits them, a branch manager reads them), its branches with their
 * active member counts (add and rename),
 * its members (name, e-mail, role, branch, active; cards below 640 px) with changing role and
 * branch and disabling or enabling, its open invitations (expiry, "Verlopen" once past, withdraw)
 * and the invite dialog. Role names are the screen's language (`team.role.*`).
 */
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'shared-ui/router';
import { paths, useGetMeQuery } from 'shared-api';
import type { Organisation } from 'shared-api/contract';
import { Icon, Loading, NotFound } from 'shared-ui';
import { useGetOrganisationQuery, useGetTeamQuery } from '../../api';
import { BranchDialog } from './BranchDialog';
import { BranchesCard } from './BranchesCard';
import { InvitationsTable } from './InvitationsTable';
import { InviteDialog } from './InviteDialog';
import { MemberActiveDialog } from './MemberActiveDialog';
import { MemberDialog } from './MemberDialog';
import { MembersTable } from './MembersTable';
import { OrganisationCard } from './OrganisationCard';
import type { TeamDialog } from './teamParts';
import { WithdrawDialog } from './WithdrawDialog';

/** A short page in place of the team: why it is not shown. */
function TeamNotice({ messageId }: { messageId: string }) {
  return (
    <div className="bo-page">
      <h1>
        <FormattedMessage id="team.title" />
      </h1>
      <p role="status">
        <FormattedMessage id={messageId} />
      </p>
    </div>
  );
}

export function TeamPage() {
  const { organisationId } = useParams();
  const { data: me } = useGetMeQuery();
  if (!me) return <Loading />;
  const isAdmin = me.role === 'admin';
  const membership = me.organisation ?? null;
  const id = organisationId !== undefined ? Number(organisationId) : membership?.id;
  if (id === undefined) return <TeamNotice messageId={isAdmin ? 'team.adminPick' : 'team.noOrganisation'} />;
  if (!Number.isSafeInteger(id) || id < 1 || (!isAdmin && id !== membership?.id))
    return <NotFound messageId="team.notFound" backTo={paths.reports} backId="team.back" />;
  const role = isAdmin ? 'admin' : membership!.role;
  if (role !== 'admin' && role !== 'company_manager' && role !== 'branch_manager')
    return <TeamNotice messageId="team.managersOnly" />;
  return <Team organisationId={id} canManage={role !== 'branch_manager'} viewerId={me.id} />;
}

/**
 * The team of organisation `organisationId` as `viewerId` sees it; `canManage` (an admin or a
 * company manager) offers the changes, which the server checks again.
 */
function Team({
  organisationId,
  canManage,
  viewerId,
}: {
  organisationId: number;
  canManage: boolean;
  viewerId: number;
}) {
  const organisation = useGetOrganisationQuery(organisationId);
  const team = useGetTeamQuery(organisationId);
  const [dialog, setDialog] = useState<TeamDialog | null>(null);
  if (organisation.isError || team.isError)
    return <NotFound messageId="team.notFound" backTo={paths.reports} backId="team.back" />;
  if (!organisation.data || !team.data) return <Loading />;
  const close = () => setDialog(null);
  return (
    <div className="bo-page">
      <div className="bo-page__header">
        <div>
          <h1>
            <FormattedMessage id="team.title" />
          </h1>
          <p className="bo-muted adm-team__organisation">{organisation.data.name}</p>
        </div>
        {canManage && (
          <div className="bo-page__actions">
            <button type="button" className="bo-button" onClick={() => setDialog({ kind: 'invite' })}>
              <Icon name="add" />
              <FormattedMessage id="team.invite" />
            </button>
          </div>
        )}
      </div>
      <div className="adm-team">
        <OrganisationCard organisation={organisation.data} canEdit={canManage} />
        <BranchesCard organisation={organisation.data} canManage={canManage} onOpen={setDialog} />
        {/* lists as on the list pages, outside a card: on a phone their cards get the whole width */}
        <section aria-labelledby="team-members">
          <h2 id="team-members">
            <FormattedMessage id="team.members" />
          </h2>
          <MembersTable members={team.data.members} canManage={canManage} viewerId={viewerId} onOpen={setDialog} />
        </section>
        <section aria-labelledby="team-invitations">
          <h2 id="team-invitations">
            <FormattedMessage id="team.invitations" />
          </h2>
          <InvitationsTable invitations={team.data.invitations} canManage={canManage} onOpen={setDialog} />
        </section>
      </div>
      {dialog && <OpenDialog dialog={dialog} organisation={organisation.data} onClose={close} />}
    </div>
  );
}

/** The open dialog of the page for `organisation`. */
function OpenDialog({
  dialog,
  organisation,
  onClose,
}: {
  dialog: TeamDialog;
  organisation: Organisation;
  onClose: () => void;
}) {
  switch (dialog.kind) {
    case 'invite':
      return <InviteDialog organisation={organisation} onClose={onClose} />;
    case 'branch':
      return <BranchDialog organisationId={organisation.id} branch={dialog.branch} onClose={onClose} />;
    case 'member':
      return <MemberDialog organisation={organisation} member={dialog.member} onClose={onClose} />;
    case 'active':
      return <MemberActiveDialog organisationId={organisation.id} member={dialog.member} onClose={onClose} />;
    case 'withdraw':
      return <WithdrawDialog organisationId={organisation.id} invitation={dialog.invitation} onClose={onClose} />;
  }
}
