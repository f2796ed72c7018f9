import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { FrontMatterSchema } from '../../../../../cli/config/schema.ts';
import { frontMatterIssueText } from '../../../../../cli/pipeline/stages/front-matter-issue.ts';

const texts = (frontMatter: unknown) => {
  const parsed = FrontMatterSchema.safeParse(frontMatter);
  assert.ok(!parsed.success);
  return parsed.error.issues.map((i) => `${i.path.join('.')}: ${frontMatterIssueText(i)}`);
};

test('a value of no form of a union names the forms expected and the type received', () => {
  assert.equal(texts({ tags: [3] }), ['tags.0: expected string or object, received number']);
  assert.equal(texts({ tags: [null] }), ['tags.0: expected string or object, received null']);
});

test('a value of one form of a union says what is wrong inside it, by key', () => {
  assert.equal(texts({ tags: [{ label: 'Beta', colour: 'red' }] }), [
    'tags.0: `permalink`: expected string, received undefined; unknown key `colour`',
  ]);
});

test("other issues keep zod's words without its 'Invalid input' prefix", () => {
  assert.equal(texts({ sidebar_position: 'first' }), ['sidebar_position: expected number, received string']);
});

test.run();
