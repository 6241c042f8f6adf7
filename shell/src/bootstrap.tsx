import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'shared-ui/router';
import { createAppStore } from 'shared-api';
import { LocaleProvider } from 'shared-ui';
import { createShellRouter } from './App';
import { startFirstLoad } from './first-load';

const store = createAppStore();
startFirstLoad(store);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <LocaleProvider>
        <RouterProvider router={createShellRouter()} />
      </LocaleProvider>
    </Provider>
  </StrictMode>,
);
