import { setupColorMode } from './color-mode.ts';
import { restoreTabs, setupContentWidgets } from './content.ts';

// The first runtime: enhancements of the server-rendered page. The client router, search UI, progress
// bar and lazy widgets (mermaid, zoom) arrive with the runtime issue and load from here.
setupColorMode();
setupContentWidgets();
restoreTabs();
