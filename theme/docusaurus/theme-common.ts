/** `@docusaurus/theme-common`: the few hooks site components call, with their server-side values. */
export function useColorMode() {
  return { colorMode: 'light' as const, setColorMode: (_mode: 'light' | 'dark') => {}, isDarkTheme: false };
}

/** Pages render once on the server, for every screen. */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  return 'ssr';
}

/** Class names Docusaurus puts on its theme parts; site code only passes them on. */
export const ThemeClassNames = {
  docs: { docMarkdown: 'theme-doc-markdown', docFooter: 'theme-doc-footer' },
  common: { editThisPage: 'theme-edit-this-page', lastUpdated: 'theme-last-updated' },
  wrapper: { docsPages: 'docs-wrapper' },
};
