/**
 * The open invitations of the team screen (docs/product.md "Organisations and roles"): who, as
 * what, where, until when the link works ("Verlopen" once past: such an invitation can only be
 * withdrawn or sent again) and who invited. A company manager (or an admin) withdraws one.
 */
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Invitation } from 'shared-api/contract';
import { Badge, formatDateTime, type Column } from 'shared-ui';
import { fullName, personColumns, TeamTable, type TeamDialog } from './teamParts';

/** The expiry of `row` (unix seconds), marked expired when it lies before `now` (unix seconds). */
function Expiry({ row, now }: { row: Invitation; now: number }) {
  return (
    <span className="adm-name">
      {formatDateTime(row.expires_at)}
      {row.expires_at <= now && (
        <Badge tone="red">
          <FormattedMessage id="team.expired" />
        </Badge>
      )}
    </span>
  );
}

export function InvitationsTable({
  invitations,
  canManage,
  onOpen,
}: {
  invitations: Invitation[];
  canManage: boolean;
  onOpen: (dialog: TeamDialog) => void;
}) {
  const intl = useIntl();
  // judged as the list was opened; an invitation that expires while it is open is marked on the next visit
  const [now] = useState(() => Date.now() / 1000);
  const columns = useMemo<Column<Invitation>[]>(
    () => [
      ...personColumns<Invitation>(),
      {
        key: 'expires',
        label: <FormattedMessage id="team.expires" />,
        render: (row) => <Expiry row={row} now={now} />,
      },
      { key: 'by', label: <FormattedMessage id="team.invitedBy" />, render: (row) => row.invited_by ?? '' },
    ],
    [now],
  );
  return (
    <TeamTable
      rows={invitations}
      columns={columns}
      rowName={fullName}
      empty={<FormattedMessage id="team.noInvitations" />}
      rowActions={
        canManage
          ? (invitation) => [
              {
                key: 'withdraw',
                label: intl.formatMessage({ id: 'team.withdraw' }),
                danger: true,
                onSelect: () => onOpen({ kind: 'withdraw', invitation }),
              },
            ]
          : undefined
      }
    />
  );
}
