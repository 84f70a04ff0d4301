/**
 * The server's entry point. The built server (`npm start`, dist/server/main.js) runs its
 * dependencies in production mode (React's server renderer is several times faster without its
 * development checks); `npm run dev` (tsx, source files) keeps the checks. React reads NODE_ENV
 * when it is first imported, so everything else is imported only after the mode is settled.
 */
import { useProductionDependencies } from './config.js';

// Vite replaces import.meta.env in the build; under tsx it does not exist.
if ((import.meta as { env?: { PROD?: boolean } }).env?.PROD) useProductionDependencies();

await import('./start.js');
