import { setupTheme } from './theme/index.ts';

// Boot order: theme behaviours first (they only enhance the static HTML), then the client runtime
// (router, prefetch, progress, search), which arrives with the runtime issue.
setupTheme();
