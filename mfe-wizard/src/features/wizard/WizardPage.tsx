/**
 * `/reports/{id}/{type}/…`: the post-editing wizard (docs/spec.md §2, §4). `{type}` is `addenda` for a
 * new addendum (it first asks whether to keep every party's signature, "Ja"/"Neen") and
 * `post-editing` for a direct edit. `/reports/{id}/{type}` itself redirects to its `intro` page
 * (docs/spec.md §1). It loads the report into the wizard's slice once, names the property in its
 * header (as the report's detail does), shows its navigation and pages (any unknown page shows
 * intro), warns before leaving with unsaved changes (moving between its pages is free) and
 * unloads the report when the user leaves. Remark addenda waiting for a decision are named above
 * the pages (RemarksWaiting).
 */
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useMatch } from 'shared-ui/router';
import { paths, type WizardType } from 'shared-api';
import { placeText } from 'shared-api/contract';
import { Loading } from 'shared-ui';
import { useUnsavedChangesGuard } from 'shared-ui/forms';
import { useGetAddendableHomesQuery, useGetPostEditingQuery } from '../../api';
import { forgetFiles } from './state/mediaFiles';
import { useWizardDispatch, useWizardSelector } from './state/selectors';
import { loaded, unloaded } from './state/wizardSlice';
import { KeepSignaturesQuestion } from './layout/KeepSignaturesQuestion';
import { SaveFlow } from './layout/SaveFlow';
import { EditorPages } from './layout/EditorPages';
import { RemarksWaiting } from './layout/RemarksWaiting';

export function WizardPage() {
  const match = useMatch('/reports/:id/:type/*');
  const id = Number(match?.params.id);
  const type = match?.params.type as WizardType;
  const page = match?.params['*'] ?? '';
  const { reportId, wizardType, dirty, place } = useWizardSelector(
    (state) => ({ reportId: state.reportId, wizardType: state.type, dirty: state.dirty, place: state.place }),
    true,
  );
  const dispatch = useWizardDispatch();
  const [keepSignatures, setKeepSignatures] = useState<boolean | null>(null);
  const asking = type === 'addenda' && keepSignatures === null;
  const report = useGetPostEditingQuery(id, { skip: asking });
  const start = useGetAddendableHomesQuery(
    { id, keepSignatures: Boolean(keepSignatures) },
    { skip: type !== 'addenda' || keepSignatures === null },
  );
  const ready = report.data && (type !== 'addenda' || start.data);
  const current = reportId === id && wizardType === type;

  useEffect(() => {
    if (!report.data || current) return;
    if (type === 'addenda' && !start.data) return;
    const homes = type === 'addenda' ? start.data!.addendable_homes : report.data.answers;
    dispatch(
      loaded({ reportId: id, type, basePath: paths.wizard(id, type), keepSignatures, report: report.data, homes }),
    );
  }, [report.data, start.data, current, id, type, keepSignatures, dispatch]);

  useEffect(
    () => () => {
      dispatch(unloaded());
      forgetFiles();
    },
    [dispatch],
  );
  const guard = useUnsavedChangesGuard(dirty, paths.wizard(id, type));

  if (!page) return <Navigate to={paths.wizard(id, type, 'intro')} replace />;
  if (asking) return <KeepSignaturesQuestion reportId={id} onAnswer={setKeepSignatures} />;
  if (report.isError || start.isError)
    return (
      <div className="bo-page" role="alert">
        <p>
          <FormattedMessage id="wizard.unavailable" />
        </p>
        <Link to={paths.report(id)}>
          <FormattedMessage id="wizard.back" />
        </Link>
      </div>
    );
  if (!ready || !current) return <Loading />;
  return (
    <div className="bo-page wiz">
      <div className="bo-page__header">
        <hgroup className="wiz-title">
          <h1>
            <FormattedMessage id={type === 'addenda' ? 'wizard.addendumTitle' : 'wizard.title'} />
          </h1>
          <p className="wiz-property">{placeText(place)}</p>
        </hgroup>
        <div className="wiz-actions">
          <Link className="bo-button bo-button--secondary" to={paths.report(id)}>
            <FormattedMessage id="ui.cancel" />
          </Link>
          <SaveFlow />
        </div>
      </div>
      <RemarksWaiting reportId={id} />
      <EditorPages />
      {guard}
    </div>
  );
}
