import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'shared-ui/router';
import { createAppStore } from 'shared-api';
import { LocaleProvider } from 'shared-ui';
import { createShellRouter } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={createAppStore()}>
      <LocaleProvider>
        <RouterProvider router={createShellRouter()} />
      </LocaleProvider>
    </Provider>
  </StrictMode>,
);
