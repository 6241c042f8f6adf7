import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'shared-ui/router';
import { createAppStore } from 'shared-api';
import { LocaleProvider, storedLocale } from 'shared-ui';
import { createShellRouter } from './App';
import { startFirstLoad } from './first-load';

const store = createAppStore();
// the first requests start before the locale provider renders: they speak the chosen language too
document.documentElement.lang = storedLocale();
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
