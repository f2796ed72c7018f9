// The prose fact family fails on a planted sentence that calls something deprecated which the package does
// not mark, and on a quoted error message the package never raises. Needs the fact bench's venv. Every tree of
// the suite is checked in one Python process before the tests (factsSuite).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { factsSuite, lineOf, plant } from '../facts/harness.ts';

const TABLEAU = 'content/api/libraries/dagster-tableau.yaml';
const DBT_CLOUD = 'content/docs/integrations/libraries/dbt/dbt-cloud.mdx';
const CONTRACTS = 'content/docs/guides/test/data-contracts.mdx';
const SENSORS = 'content/api/dagster/schedules-sensors.yaml';
const PAGERDUTY = 'content/docs/integrations/libraries/pagerduty.mdx';
const GITHUB = 'content/docs/integrations/libraries/github.mdx';
const SSM = 'content/docs/integrations/libraries/aws/ssm.mdx';
const AWS = 'content/api/libraries/dagster-aws.yaml';
const UPGRADING = 'content/docs/migration/upgrading.mdx';
const TROUBLE = 'content/docs/deployment/troubleshooting/hybrid-optimizing-troubleshooting.mdx';
const HEARTBEAT = 'dagster_cloud.agent.dagster_cloud_agent.AGENT_HEARTBEAT_INTERVAL_SECONDS';

const facts = factsSuite('prose');
test.before(facts.run);
test.after(facts.cleanup);

const untouched = facts.check([DBT_CLOUD, CONTRACTS, SENSORS, TROUBLE, PAGERDUTY, GITHUB, SSM, AWS]);
test('the untouched pages have no wrong prose fact', () => {
  const { r } = untouched();
  assert.is(r.wrong, 0, r.output);
  assert.ok(r.checked >= 4, r.output);
});

// The heartbeat interval the troubleshooting page states is tied to the agent's constant by a package comment.
const interval = facts.check([TROUBLE], (root) => {
  plant(root, TROUBLE, 'a healthy agent sends one every 30', 'a healthy agent sends one every 10');
  return { line: lineOf(root, TROUBLE, `{/* package: ${HEARTBEAT} = 30 */}`) };
});
test('a sentence that no longer states the package value beside it is wrong', () => {
  const { r, line } = interval();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${TROUBLE}:${line}:`);
  assert.match(r.wrongLines[0], 'does not state 30');
});

const constant = facts.check([TROUBLE], (root) => {
  plant(root, TROUBLE, 'a healthy agent sends one every 30', 'a healthy agent sends one every 10');
  plant(root, TROUBLE, `{/* package: ${HEARTBEAT} = 30 */}`, `{/* package: ${HEARTBEAT} = 10 */}`);
});
test('a package comment whose value the constant does not hold is wrong', () => {
  const { r } = constant();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `\`${HEARTBEAT}\` is 30`);
});

const methods = facts.check([TABLEAU], (root) => {
  plant(
    root,
    TABLEAU,
    'individually. There are no `get_*_asset_key` methods: change keys by overriding a spec method',
    'individually; the older `get_*_asset_key` methods are deprecated. Change keys by overriding a spec method',
  );
  return { line: lineOf(root, TABLEAU, 'the older `get_*_asset_key` methods are deprecated') };
});
test('calling methods deprecated that the class does not have is wrong', () => {
  const { r, line } = methods();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${TABLEAU}:${line}:`);
  assert.match(r.wrongLines[0], 'has no member matching `get_*_asset_key`');
});

const beta = facts.check([DBT_CLOUD], (root) => {
  plant(
    root,
    DBT_CLOUD,
    '`dbt_cloud_resource` is the same client as a function-style resource',
    '`dbt_cloud_resource` is deprecated, the same client as a function-style resource',
  );
});
test('calling a function deprecated that the package marks beta is wrong', () => {
  const { r } = beta();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], '`dbt_cloud_resource` is deprecated');
  assert.match(r.wrongLines[0], 'carries no deprecation marker');
});

const message = facts.check([CONTRACTS], (root) => {
  plant(
    root,
    CONTRACTS,
    '`DagsterAssetCheckFailedError: 1 blocking asset check failed with ERROR severity`',
    '`DagsterAssetCheckFailedError: a blocking check did not pass`',
  );
});
test('a quoted Dagster error message the package never raises is wrong', () => {
  const { r } = message();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], 'DagsterAssetCheckFailedError is raised with the quoted message');
});

// "Superseded" is a lifecycle stage with its own marker: a plain function-style resource is not superseded, and a
// deprecated one is more than that.
const superseded = facts.check([PAGERDUTY, GITHUB], (root) => {
  plant(root, PAGERDUTY, '`pagerduty_resource` still works; use', '`pagerduty_resource` is superseded; use');
  plant(root, GITHUB, '`github_resource` is deprecated in favour of', '`github_resource` is superseded by');
});
test('calling an unmarked or a deprecated resource superseded is wrong', () => {
  const { r } = superseded();
  assert.is(r.wrong, 2, r.output);
  assert.match(r.output, '`dagster_pagerduty.pagerduty_resource` carries no supersession marker');
  assert.match(r.output, '`dagster_github.github_resource` is marked deprecated, not superseded');
});

const listed = facts.check([SSM], (root) => {
  plant(
    root,
    SSM,
    '`ssm_resource` and `parameter_store_resource` still work for older code;',
    '`ssm_resource` and `parameter_store_resource` are deprecated;',
  );
});
test('every name of a list called deprecated is checked', () => {
  const { r } = listed();
  assert.is(r.wrong, 2, r.output);
  assert.match(r.output, '`dagster_aws.ssm.ssm_resource` carries no deprecation marker');
  assert.match(r.output, '`dagster_aws.ssm.parameter_store_resource` carries no deprecation marker');
});

const entry = facts.check([AWS], (root) => {
  plant(
    root,
    AWS,
    'Function-style SSM client resource. Kept for older code; new code should use `SSMResource`.',
    'Function-style SSM client resource. Superseded by `SSMResource`.',
  );
});
test("an API entry whose own summary calls it superseded needs the package's marker", () => {
  const { r } = entry();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], '`dagster_aws.ssm.ssm_resource` is superseded');
});

// Python's own messages that state a fact about the package: a name it no longer exports, a keyword a callable no
// longer takes.
const removed = facts.check([UPGRADING], (root) => {
  plant(
    root,
    UPGRADING,
    "cannot import name 'LogicalVersion' from 'dagster'",
    "cannot import name 'DataVersion' from 'dagster'",
  );
  plant(
    root,
    UPGRADING,
    "job() got an unexpected keyword argument 'version_strategy'",
    "job() got an unexpected keyword argument 'tags'",
  );
});
test('an ImportError for a name the package exports, or a TypeError for a keyword it takes, is wrong', () => {
  const { r } = removed();
  assert.is(r.wrong, 2, r.output);
  assert.match(r.output, '`from dagster import DataVersion` works in the pinned package');
  assert.match(r.output, '`dagster.job` takes `tags` in the pinned package');
});

test.run();
