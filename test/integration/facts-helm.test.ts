// The helm fact family checks Helm values (snippet files and prose paths) against the vendored schemas of the
// `dagster` chart and the Dagster+ agent chart (test/facts/data/helm/). Needs the fact bench's venv. Every tree
// of the suite is checked in one Python process before the tests (factsSuite).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { factsSuite, lineOf, plant } from '../facts/harness.ts';

const OSS = 'content/snippets/deployment/oss/kubernetes/values-customized.yaml';
const AGENT = 'content/snippets/deployment/dagster-plus/hybrid/kubernetes/values.yaml';
const PAGE = 'content/docs/deployment/oss/deployment-options/kubernetes/customizing-your-deployment.mdx';

const facts = factsSuite('helm');
test.before(facts.run);
test.after(facts.cleanup);

const untouched = facts.check([OSS, AGENT, PAGE]);
test('the untouched values files and page set only values the charts have', () => {
  const { r } = untouched();
  assert.is(r.wrong, 0, r.output);
  assert.ok(r.checked >= 10, r.output);
  assert.is(r.uncheckable, 0, r.output);
});

const missingKey = facts.check([OSS], (root) => {
  plant(root, OSS, '  runRetries:', '  runRetry:');
  return { line: lineOf(root, OSS, 'runRetry:') };
});
test('a key the dagster chart lacks is wrong, at its line', () => {
  const { r, line } = missingKey();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${OSS}:${line}:3`);
  assert.match(r.wrongLines[0], 'the chart has no value `runRetry` under dagsterDaemon');
});

const outsideEnum = facts.check([OSS], (root) =>
  plant(root, OSS, '  type: K8sRunLauncher', '  type: KubernetesRunLauncher'),
);
test('a value outside the enum of the schema is wrong', () => {
  const { r } = outsideEnum();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], 'one of (CeleryK8sRunLauncher,K8sRunLauncher,CustomRunLauncher)');
});

const agent = facts.check([AGENT], (root) => {
  plant(root, AGENT, '  branchDeployments: true', '  branchDeployment: true');
  plant(root, AGENT, '  agentLabel: eks-prod', '  agentLabel: [eks-prod]');
});
test('agent values are checked against the agent chart, scalars by type', () => {
  const { r } = agent();
  assert.is(r.wrong, 2, r.output);
  assert.match(r.output, 'the chart has no value `branchDeployment` under dagsterCloud');
  assert.match(r.output, 'expects string or null, not a list');
  assert.match(r.output, 'in the dagster-cloud-agent chart');
});

const prosePath = facts.check([PAGE], (root) =>
  plant(root, PAGE, '`postgresql.postgresqlParams` adds', '`postgresql.postgresqlParameters` adds'),
);
test('a value path named in the prose of a Helm page must exist in the chart', () => {
  const { r } = prosePath();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], '`postgresql.postgresqlParameters` is a value of the dagster chart');
  assert.match(r.wrongLines[0], 'the chart has no `postgresqlParameters` there');
});

test.run();
