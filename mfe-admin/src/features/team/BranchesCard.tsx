/**
 * The branches of the team screen (docs/product.md "Organisations and roles"): each with how many
 * active members it has; a company manager (or an admin) adds one and renames one. Branches are
 * never removed.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import type { Organisation } from 'shared-api/contract';
import { Icon, IconButton } from 'shared-ui';
import type { TeamDialog } from './teamParts';

export function BranchesCard({
  organisation,
  canManage,
  onOpen,
}: {
  organisation: Organisation;
  canManage: boolean;
  onOpen: (dialog: TeamDialog) => void;
}) {
  const intl = useIntl();
  return (
    <section className="bo-card" aria-labelledby="team-branches">
      <div className="adm-team__heading">
        <h2 id="team-branches">
          <FormattedMessage id="team.branches" />
        </h2>
        {canManage && (
          <button type="button" className="bo-button bo-button--secondary" onClick={() => onOpen({ kind: 'branch' })}>
            <Icon name="add" />
            <FormattedMessage id="team.addBranch" />
          </button>
        )}
      </div>
      <ul className="adm-team__branches">
        {organisation.branches.map((branch) => (
          <li key={branch.id}>
            <span>
              <strong>{branch.name}</strong>{' '}
              <span className="bo-muted">
                <FormattedMessage id="team.memberCount" values={{ count: branch.member_count }} />
              </span>
            </span>
            {canManage && (
              <IconButton
                icon="edit"
                label={intl.formatMessage({ id: 'team.renameBranchOf' }, { name: branch.name })}
                onClick={() => onOpen({ kind: 'branch', branch })}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
