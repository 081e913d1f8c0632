import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';

export function App() {
  return (
    <JotaiProvider>
      <RouterProvider router={router} />
    </JotaiProvider>
  );
}
