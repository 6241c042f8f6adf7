/** "Verdieping toevoegen": the add-floor modal for home `homeUuid`; the new floor's page opens after it. */
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'shared-ui/router';
import { NameDialog } from '../dialog/NameDialog';
import { newFloor } from '../state/objects';
import { floorsOf, useWizardDispatch, useWizardState } from '../state/selectors';
import { floorAdded } from '../state/wizardSlice';
import { useWizardPath } from './useWizardPath';

export function AddFloorButton({ homeUuid, className }: { homeUuid: string; className: string }) {
  const wizard = useWizardState();
  const dispatch = useWizardDispatch();
  const navigate = useNavigate();
  const path = useWizardPath();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        <FormattedMessage id="floor.add" />
      </button>
      {open && (
        <NameDialog
          title={<FormattedMessage id="floor.add" />}
          onClose={() => setOpen(false)}
          onSave={(name) => {
            const floor = newFloor(name, homeUuid, floorsOf(wizard(), homeUuid).length);
            dispatch(floorAdded(floor));
            setOpen(false);
            navigate(path(`floor/${floor.uuid}`));
          }}
        />
      )}
    </>
  );
}
