/**
 * Pieces the team screen's tables and dialogs share (docs/product.md "Organisations and roles"):
 * names, the role and branch choices in the screen's language, an unpaged table and the
 * refusal of the last company manager (409) shown inside a dialog.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { firstErrorMessage } from 'shared-api';
import { ORG_ROLES, type BranchRef, type Invitation, type Member, type Organisation } from 'shared-api/contract';
import { DataTable, type Column } from 'shared-ui';
import { SelectField } from 'shared-ui/forms';
import type { RowAction } from 'shared-ui';

/** The dialog the team screen has open, if any. */
export type TeamDialog =
  | { kind: 'invite' }
  | { kind: 'branch'; branch?: BranchRef }
  | { kind: 'member'; member: Member }
  | { kind: 'active'; member: Member }
  | { kind: 'withdraw'; invitation: Invitation };

/** "First Last" of a member or an invitee. */
export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`.trim();

/** The message key of an organisation role's name (`company_manager` → "Bedrijfsbeheerder"). */
export const roleKey = (role: string) => `team.role.${role}`;

/** A person of the team lists: a member or an invitation. */
type Person = Pick<Member, 'first_name' | 'last_name' | 'email' | 'org_role' | 'branch'>;

/** The columns the members and the invitations lists share: name, e-mail, role and branch. */
export function personColumns<T extends Person>(): Column<T>[] {
  return [
    { key: 'name', label: <FormattedMessage id="team.name" />, render: fullName },
    { key: 'email', label: <FormattedMessage id="team.email" />, render: (row) => row.email },
    {
      key: 'role',
      label: <FormattedMessage id="team.role" />,
      render: (row) => <FormattedMessage id={roleKey(row.org_role)} />,
    },
    {
      key: 'branch',
      label: <FormattedMessage id="team.branch" />,
      render: (row) => row.branch?.name ?? <FormattedMessage id="team.noBranchShort" />,
    },
  ];
}

/** The four organisation roles as select options, named in the screen's language. */
export function useRoleOptions() {
  const intl = useIntl();
  return ORG_ROLES.map((role) => ({ value: role, label: intl.formatMessage({ id: roleKey(role) }) }));
}

/** The organisation's branches as select options (value: the branch id as text). */
export const branchOptions = (organisation: Organisation) =>
  organisation.branches.map((branch) => ({ value: String(branch.id), label: branch.name }));

/** A select's branch value as the API's `branch_id`: empty is no branch (only a company manager). */
export const branchIdOf = (value: string) => (value ? Number(value) : null);

/**
 * The message of a failed call when its status is 409 (the last company manager,
 * `organisations.lastManager`), which the dialog shows itself; undefined otherwise.
 */
export function conflictMessage(error: unknown): string | undefined {
  return (error as { status?: unknown } | undefined)?.status === 409 ? firstErrorMessage(error) : undefined;
}

/**
 * A refusal the dialog shows above its buttons, announced when it appears (a block-styled span:
 * a confirmation's question is a paragraph it may sit in).
 */
export function Refusal({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <span role="alert" className="adm-refusal">
      {message}
    </span>
  );
}

/**
 * The whole list `rows` in a design-system table (no paging, no sorting: the server answers the
 * team at once, in its own order); rows become cards below 640 px like every list.
 */
export function TeamTable<T extends { id: number }>({
  rows,
  columns,
  rowActions,
  rowName,
  empty,
}: {
  rows: T[];
  columns: Column<T>[];
  rowActions?: (row: T) => RowAction[];
  rowName: (row: T) => string;
  empty: ReactNode;
}) {
  return (
    <DataTable<T>
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      order=""
      orderType="asc"
      onSort={() => undefined}
      onPage={() => undefined}
      rowActions={rowActions}
      rowName={rowName}
      empty={{ title: empty, text: null }}
    />
  );
}

/**
 * The role and branch selects (`org_role`, `branch_id`) of the invite and member dialogs: every
 * role, and `organisation`'s branches with "no branch" (a company manager's choice).
 */
export function RoleBranchFields({ organisation }: { organisation: Organisation }) {
  const intl = useIntl();
  return (
    <div className="adm-grid">
      <SelectField name="org_role" label={<FormattedMessage id="team.role" />} options={useRoleOptions()} />
      <SelectField
        name="branch_id"
        label={<FormattedMessage id="team.branch" />}
        options={branchOptions(organisation)}
        placeholder={intl.formatMessage({ id: 'team.noBranch' })}
      />
    </div>
  );
}
