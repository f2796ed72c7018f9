import { Heading } from './Heading.tsx';
import { contentComponents } from './index.ts';
import { ThemedImage } from './ThemedImage.tsx';
import { TOCInline } from './TOCInline.tsx';

/**
 * `@theme-original/MDXComponents`: the components a page may use without importing them. A site's
 * `src/theme/MDXComponents.tsx` spreads this object and adds its own (Docusaurus's swizzle convention).
 */
const MDXComponents: Record<string, unknown> = { ...contentComponents, Heading, ThemedImage, TOCInline };
export default MDXComponents;
