import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'shared-ui/router';
import { createAppStore } from 'shared-api';
import { LocaleProvider } from 'shared-ui';
import { createShellRouter } from './App';
import { registerServiceWorker } from './sw/register';

const store = createAppStore();
// made before React renders: its first loader starts loading the route's remote and screen
const router = createShellRouter(store);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <LocaleProvider>
        <RouterProvider router={router} />
      </LocaleProvider>
    </Provider>
  </StrictMode>,
);
registerServiceWorker();
