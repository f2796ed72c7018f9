import type { ReactNode } from 'react';

/** `@docusaurus/Head`: the page head is written by the layout from front matter; content's additions are dropped. */
export default function Head(_props: { children?: ReactNode }) {
  return null;
}
