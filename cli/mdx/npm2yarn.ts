import type { ElementContent } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import npmToYarn from 'npm-to-yarn';

type Convert = (command: string, to: 'yarn' | 'pnpm' | 'bun') => string;
/**
 * npm-to-yarn's `import` entry is ESM (default export = the function), but its declarations are typed as
 * CommonJS, where TypeScript sees the module object: take the function in either shape.
 */
const convert = ((npmToYarn as unknown as { default?: Convert }).default ?? npmToYarn) as unknown as Convert;

/** The tabs of an npm2yarn block, in Docusaurus's order and with its labels (3.10's default converters). */
const MANAGERS = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
  { value: 'bun', label: 'Bun' },
] as const;

/** The command for `manager`, converted line by line by npm-to-yarn (the library Docusaurus's plugin uses). */
export function convertCommand(code: string, manager: 'npm' | 'yarn' | 'pnpm' | 'bun'): string {
  return manager === 'npm' ? code : convert(code, manager);
}

const attr = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/**
 * A ` ```bash npm2yarn ` fence as `<Tabs groupId="npm2yarn">` with one `<TabItem>` per package manager,
 * each holding the block `codeBlock` makes of the converted command. The group id keeps every npm2yarn
 * block of the site on the reader's choice.
 */
export async function npm2yarnTabs(
  code: string,
  codeBlock: (code: string) => Promise<ElementContent>,
): Promise<MdxJsxFlowElementHast> {
  const items = await Promise.all(
    MANAGERS.map(async ({ value, label }): Promise<MdxJsxFlowElementHast> => ({
      type: 'mdxJsxFlowElement',
      name: 'TabItem',
      attributes: [attr('value', value), attr('label', label)],
      children: [await codeBlock(convertCommand(code, value))],
    })),
  );
  return { type: 'mdxJsxFlowElement', name: 'Tabs', attributes: [attr('groupId', 'npm2yarn')], children: items };
}
