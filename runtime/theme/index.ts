import { setupColorMode } from './color-mode.ts';
import { restoreTabs, setupContentWidgets } from './content.ts';

/** Theme behaviours of the server-rendered page: colour mode and the content widgets. */
export function setupTheme(): void {
  setupColorMode();
  setupContentWidgets();
  restoreTabs();
}
