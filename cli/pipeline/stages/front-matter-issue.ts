import type { z } from 'zod';

// What a front-matter schema issue says to the author. Zod says only "Invalid input" for a value that fits none of a
// union's forms (a tag that is neither a key of the tags file nor `{label, permalink}`): this says which forms were
// expected, or, when the value has the type of one form, what is wrong inside it.

type Issue = z.core.$ZodIssue;

/** One issue's own words, without zod's "Invalid input: " prefix, naming the nested key it is about. */
function plain(issue: Issue): string {
  const text =
    issue.code === 'unrecognized_keys'
      ? `unknown key ${issue.keys.map((k) => `\`${k}\``).join(', ')}`
      : issue.message.replace(/^Invalid input: /, '');
  return issue.path.length ? `\`${issue.path.map(String).join('.')}\`: ${text}` : text;
}

/** Whether a union form failed on the value's type itself (not on something inside a value of its type). */
const wrongType = (errors: Issue[]) => errors.every((e) => e.code === 'invalid_type' && e.path.length === 0);

/** The message of a front-matter schema issue. */
export function frontMatterIssueText(issue: Issue): string {
  if (issue.code !== 'invalid_union' || !issue.errors.length) return issue.message.replace(/^Invalid input: /, '');
  // A form whose type the value has: what is wrong inside it is the useful part.
  const near = issue.errors.find((errors) => errors.length && !wrongType(errors));
  if (near) return near.map(plain).join('; ');
  const expected = [
    ...new Set(issue.errors.flatMap((errors) => errors.map((e) => (e.code === 'invalid_type' ? e.expected : '')))),
  ].filter(Boolean);
  const received = /received (\w+)/.exec(issue.errors[0]?.[0]?.message ?? '')?.[1];
  return `expected ${expected.join(' or ')}${received ? `, received ${received}` : ''}`;
}

/** What each key takes, as a hint; keys without one get a general hint. */
export const FRONT_MATTER_HINTS: Record<string, string> = {
  tags:
    'each tag is a key of the tags file (`tags: [release]`) or a tag of its own ' +
    '(`{label: Release, permalink: /release}`)',
  keywords: 'a list of strings: `keywords: [assets, schedules]`',
  sidebar_position: 'a number: `sidebar_position: 2`',
  slug: 'a URL path: `slug: /guides/assets`',
  last_update: '`last_update: {date: 2025-01-31, author: Ada}`',
  toc_min_heading_level: 'a heading level from 2 to 6, not above `toc_max_heading_level`',
  toc_max_heading_level: 'a heading level from 2 to 6, not below `toc_min_heading_level`',
};
