import { Admonition } from './Admonition.tsx';
import { CodeBlock } from './CodeBlock.tsx';
import { Details, MdxDetails } from './Details.tsx';
import { DocCardList } from './DocCardList.tsx';
import { Mermaid } from './Mermaid.tsx';
import { PyObject } from './PyObject.tsx';
import { Screenshot } from './Screenshot.tsx';
import { Table } from './Table.tsx';
import { TabItem, Tabs } from './Tabs.tsx';
import Head from '../docusaurus/Head.tsx';

/** The components MDX content can use, keyed by the name written in the page. */
export const contentComponents = {
  Admonition,
  CodeBlock,
  Details,
  DocCardList,
  Mermaid,
  PyObject,
  Screenshot,
  TabItem,
  Tabs,
  table: Table,
  // MDX's `<details>`, as Docusaurus maps it to its Details: a summary always ("Details" when none is given).
  details: MdxDetails,
  // MDX's `<head>` (Docusaurus maps the element to `@docusaurus/Head`): its tags go to the document head.
  head: Head,
};
export { DocCardsContext } from './DocCardList.tsx';
