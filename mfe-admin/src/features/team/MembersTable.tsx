/**
 * The members of the team screen (docs/product.md "Organisations and roles"): name, e-mail, role,
 * branch and whether they may sign in, disabled members included. A company manager (or an admin)
 * changes a member's role and branch and disables or enables them, never their own account (the
 * server refuses it: 403).
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { Member } from 'shared-api/contract';
import { Badge, type Column } from 'shared-ui';
import { fullName, personColumns, TeamTable, type TeamDialog } from './teamParts';

const columns: Column<Member>[] = [
  ...personColumns<Member>(),
  {
    key: 'active',
    label: <FormattedMessage id="team.state" />,
    render: (row) => (
      <Badge tone={row.active ? 'green' : 'red'}>
        <FormattedMessage id={row.active ? 'account.active' : 'account.disabled'} />
      </Badge>
    ),
  },
];

export function MembersTable({
  members,
  canManage,
  viewerId,
  onOpen,
}: {
  members: Member[];
  canManage: boolean;
  viewerId: number;
  onOpen: (dialog: TeamDialog) => void;
}) {
  const intl = useIntl();
  return (
    <TeamTable
      rows={members}
      columns={columns}
      rowName={fullName}
      empty={<FormattedMessage id="team.noMembers" />}
      rowActions={
        canManage
          ? (member) => [
              {
                key: 'change',
                label: intl.formatMessage({ id: 'team.changeMember' }),
                onSelect: () => onOpen({ kind: 'member', member }),
              },
              ...(member.id === viewerId
                ? []
                : [
                    {
                      key: 'active',
                      label: intl.formatMessage({ id: member.active ? 'account.disable' : 'account.enable' }),
                      danger: member.active,
                      onSelect: () => onOpen({ kind: 'active', member }),
                    },
                  ]),
            ]
          : undefined
      }
    />
  );
}
