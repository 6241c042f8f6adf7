/**
 * `/inspections…`: the field app (docs/product.md "The field app"), the inspection itself in the
 * browser on the sync API. `/inspections` lists what waits for the inspector and what the device
 * holds; `/inspections/{report|addendum}/{id}/…` is the content-tree editor on the device's copy;
 * `…/sign` collects the signatures. The outbox's drain runs while any of them is open.
 */
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { Route, Routes } from 'shared-ui/router';
import type { AuthState } from 'shared-api';
import { startSync } from './sync/engine';
import { InspectionListPage } from './list/InspectionListPage';
import { InspectionPage } from './inspection/InspectionPage';
import { SignPage } from './sign/SignPage';

export function InspectionsRoot() {
  const store = useStore();
  useEffect(() => {
    const signedIn = () => {
      const { accessToken, refreshToken } = (store.getState() as { auth: AuthState }).auth;
      return Boolean(accessToken || refreshToken);
    };
    return startSync(store.dispatch, signedIn);
  }, [store]);
  return (
    <Routes>
      <Route index element={<InspectionListPage />} />
      <Route path=":kind/:id/sign" element={<SignPage />} />
      <Route path=":kind/:id/*" element={<InspectionPage />} />
    </Routes>
  );
}
