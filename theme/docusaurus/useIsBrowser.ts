/** `@docusaurus/useIsBrowser`: false, content is rendered once on the server. */
export default function useIsBrowser(): boolean {
  return false;
}
