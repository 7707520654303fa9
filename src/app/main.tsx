// Entry point: builds the runtime, installs the bench hook only for `?bench`, renders the app.
// Theme tokens and base styles first, so feature stylesheets (imported by the components) can refine them.
import './styles/tokens.css';
import './styles/base.css';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '../store';
import { Root } from './root';
import { installBenchHook } from './bench-hook';
import { createRuntime } from './runtime';

const runtime = createRuntime();
installBenchHook(runtime.store);
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider store={runtime.store} services={runtime.services}>
        <Root runtime={runtime} />
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
);
