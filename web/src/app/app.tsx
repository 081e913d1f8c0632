import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { appStore } from '../lib/app-store';
import { router } from './router';

export function App() {
  return (
    <JotaiProvider store={appStore}>
      <RouterProvider router={router} />
    </JotaiProvider>
  );
}
