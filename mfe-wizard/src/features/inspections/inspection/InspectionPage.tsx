/**
 * `/inspections/{report|addendum}/{id}/…`: an inspection in the field app (docs/product.md "The
 * field app"): the editor of the wizard (its pages and navigation, `EditorPages`) on the device's
 * copy, with the downloaded templates and completeness, so it opens and works offline. Every
 * change is written to the device before the header says "Opgeslagen op dit toestel", then sent by
 * the outbox; the document's sync state is always shown. When another device took it over, the
 * page says so, keeps the local work and offers it as a file. "Ondertekenen" leads to the
 * signatures. A document the device does not hold sends the user to `/inspections`.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, useParams } from 'shared-ui/router';
import { paths } from 'shared-api';
import { placeText } from 'shared-api/contract';
import { Loading } from 'shared-ui';
import { EditorPages } from '../../wizard/layout/EditorPages';
import { forgetFiles } from '../../wizard/state/mediaFiles';
import { useWizardDispatch, useWizardSelector } from '../../wizard/state/selectors';
import { loaded, unloaded } from '../../wizard/state/wizardSlice';
import { documentKey, type DeviceInspection, type DocumentKind } from '../device/db';
import { loadForEditor } from '../device/inspections';
import { SyncBar } from '../sync/SyncBar';
import { useDeviceWriter } from './useDeviceWriter';
import { TakenOver } from './TakenOver';

export function InspectionPage() {
  const params = useParams();
  const kind = params.kind as DocumentKind;
  const id = Number(params.id);
  const key = documentKey(kind, id);
  const basePath = paths.inspection(kind, id);
  const dispatch = useWizardDispatch();
  const [inspection, setInspection] = useState<DeviceInspection | null | undefined>(undefined);
  const current = useWizardSelector((state) => state.basePath === basePath);
  const place = useWizardSelector((state) => state.place);
  const status = useDeviceWriter(key, Boolean(inspection) && current);

  useEffect(() => {
    let live = true;
    const urls: string[] = [];
    void loadForEditor(key, basePath).then((found) => {
      if (!live) return;
      setInspection(found?.inspection ?? null);
      if (!found) return;
      urls.push(...found.payload.media!.map((media) => media.url).filter(Boolean));
      dispatch(loaded(found.payload));
    });
    return () => {
      live = false;
      dispatch(unloaded());
      forgetFiles();
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [key, basePath, dispatch]);

  if (inspection === null || (kind !== 'report' && kind !== 'addendum'))
    return <Navigate to={paths.inspections} replace />;
  if (!inspection || !current) return <Loading />;
  return (
    <div className="bo-page wiz field">
      <div className="bo-page__header">
        <hgroup className="wiz-title">
          <h1>
            <FormattedMessage id={kind === 'addendum' ? 'field.kind.addendum' : 'field.inspection'} />
          </h1>
          <p className="wiz-property">{placeText(place)}</p>
        </hgroup>
        <div className="wiz-actions">
          <p className="field-saved" role="status">
            <FormattedMessage id={`field.write.${status}`} />
          </p>
          <Link className="bo-button bo-button--secondary field-touch" to={paths.inspections}>
            <FormattedMessage id="field.back" />
          </Link>
          <Link className="bo-button field-touch" to={paths.inspection(kind, id, 'sign')}>
            <FormattedMessage id="field.sign" />
          </Link>
        </div>
      </div>
      <SyncBar keys={[key]} />
      <TakenOver documentKey={key} />
      <EditorPages />
    </div>
  );
}
