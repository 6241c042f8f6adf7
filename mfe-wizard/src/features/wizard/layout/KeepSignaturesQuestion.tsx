/**
 * The addendum's first question (docs/spec.md §4): keep every party's signature of the report ("Ja":
 * the addendum is finished at once) or have it signed in the app ("Neen").
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';

export function KeepSignaturesQuestion({
  reportId,
  onAnswer,
}: {
  reportId: number;
  onAnswer: (keep: boolean) => void;
}) {
  return (
    <div className="bo-page">
      <section className="wiz-question" aria-labelledby="wiz-keep-title">
        <h1 id="wiz-keep-title">
          <FormattedMessage id="wizard.addendumTitle" />
        </h1>
        <p>
          <FormattedMessage id="keep.question" />
        </p>
        <div className="wiz-actions">
          <button type="button" className="bo-button" onClick={() => onAnswer(true)}>
            <FormattedMessage id="ui.yes" />
          </button>
          <button type="button" className="bo-button bo-button--secondary" onClick={() => onAnswer(false)}>
            <FormattedMessage id="dialog.no" />
          </button>
          <Link to={paths.report(reportId)}>
            <FormattedMessage id="ui.cancel" />
          </Link>
        </div>
      </section>
    </div>
  );
}
