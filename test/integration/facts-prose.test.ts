// The prose fact family fails on a planted sentence that calls something deprecated which the package does
// not mark, and on a quoted error message the package never raises. Needs the fact bench's venv.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyTree, lineOf, plant, runFacts } from '../facts/harness.ts';

const TABLEAU = 'content/api/libraries/dagster-tableau.yaml';
const DBT_CLOUD = 'content/docs/integrations/libraries/dbt/dbt-cloud.mdx';
const CONTRACTS = 'content/docs/guides/test/data-contracts.mdx';
const SENSORS = 'content/api/dagster/schedules-sensors.yaml';

test('the untouched pages have no wrong prose fact', () => {
  const r = runFacts(copyTree([DBT_CLOUD, CONTRACTS, SENSORS]), 'prose');
  assert.is(r.wrong, 0, r.output);
  assert.ok(r.checked >= 3, r.output);
});

test('calling methods deprecated that the class does not have is wrong', () => {
  const root = copyTree([TABLEAU]);
  plant(root, TABLEAU, 'individually. There are no `get_*_asset_key` methods: change keys by overriding a spec method',
    'individually; the older `get_*_asset_key` methods are deprecated. Change keys by overriding a spec method');
  const line = lineOf(root, TABLEAU, 'the older `get_*_asset_key` methods are deprecated');
  const r = runFacts(root, 'prose');
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${TABLEAU}:${line}:`);
  assert.match(r.wrongLines[0], 'has no member matching `get_*_asset_key`');
});

test('calling a function deprecated that the package marks beta is wrong', () => {
  const root = copyTree([DBT_CLOUD]);
  plant(root, DBT_CLOUD, '`dbt_cloud_resource` is the same client as a function-style resource',
    '`dbt_cloud_resource` is deprecated, the same client as a function-style resource');
  const r = runFacts(root, 'prose');
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], '`dbt_cloud_resource` is deprecated');
  assert.match(r.wrongLines[0], 'carries no deprecation marker');
});

test('a quoted Dagster error message the package never raises is wrong', () => {
  const root = copyTree([CONTRACTS]);
  plant(root, CONTRACTS, '`DagsterAssetCheckFailedError: 1 blocking asset check failed with ERROR severity`',
    '`DagsterAssetCheckFailedError: a blocking check did not pass`');
  const r = runFacts(root, 'prose');
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], 'DagsterAssetCheckFailedError is raised with the quoted message');
});

test.run();
