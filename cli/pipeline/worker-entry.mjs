// Worker bootstrap: workers do not inherit the TypeScript loader the main thread registered in bin/docs.js.
import { register } from 'tsx/esm/api';

register();
await import('./worker-main.ts');
