// The config fact family fails on a planted wrong fact: a bad dagster.yaml key, a bad run launcher option,
// a component attribute its schema does not have, and a Celery worker file with the broker at the top
// level. Needs the fact bench's venv (created once by test/facts/venv.mjs, then cached). Every tree of the
// suite is checked in one Python process before the tests (factsSuite).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { factsSuite, lineOf, plant } from '../facts/harness.ts';

const DOCKER = 'content/docs/integrations/libraries/docker.mdx';
const POWERBI = 'content/docs/integrations/libraries/powerbi/index.mdx';
const CELERY = 'content/docs/integrations/libraries/celery.mdx';
const CELERY_API = 'content/api/libraries/dagster-celery.yaml';
const DG_CONFIG = 'content/docs/api/clis/dg-cli/dg-cli-configuration.mdx';
const AZURE = 'content/snippets/deployment/dagster-plus/hybrid/azure/dagster_cloud.yaml';
const CLOUD_CLI = 'content/docs/api/clis/dagster-cloud-cli/dagster-cloud-cli-reference.mdx';
const WORKSPACE = 'content/snippets/deployment/code-locations/workspace-yaml/workspace-module.yaml';

const facts = factsSuite('config');
test.before(facts.run);
test.after(facts.cleanup);

const untouched = facts.check([DOCKER, POWERBI, CELERY, CELERY_API, DG_CONFIG]);
test('the untouched pages have no wrong configuration fact', () => {
  const { r } = untouched();
  assert.is(r.wrong, 0, r.output);
  assert.ok(r.checked >= 5, r.output);
  assert.is(r.status, 0, r.output);
});

const topKey = facts.check([DOCKER], (root) => {
  const line = lineOf(root, DOCKER, 'run_launcher:');
  plant(root, DOCKER, 'run_launcher:\n  module: dagster_docker', 'run_launchers:\n  module: dagster_docker');
  return { line };
});
test('a misspelt top-level dagster.yaml key is reported at the key', () => {
  const { r, line } = topKey();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${DOCKER}:${line}:1  dagster.yaml key \`run_launchers\``);
});

const launcherOption = facts.check([DOCKER], (root) => {
  const line = lineOf(root, DOCKER, 'network: dagster_network');
  plant(root, DOCKER, 'network: dagster_network', 'network_name: dagster_network');
  return { line };
});
test('an option the run launcher does not accept is reported at its config', () => {
  const { r, line } = launcherOption();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${DOCKER}:${line}:5  \`run_launcher\`: dagster_docker.DockerRunLauncher`);
  assert.match(r.wrongLines[0], 'unexpected config entry "network_name"');
});

const attribute = facts.check([POWERBI], (root) => {
  const line = lineOf(root, POWERBI, 'enable_semantic_model_refresh: true');
  plant(root, POWERBI, 'enable_semantic_model_refresh: true', 'refresh_semantic_models: true');
  return { line };
});
test('a component attribute its schema lacks is reported at the attribute', () => {
  const { r, line } = attribute();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${POWERBI}:${line}:3  defs.yaml of \`dagster_powerbi.PowerBIWorkspaceComponent\``);
  assert.match(r.wrongLines[0], "'refresh_semantic_models' was unexpected");
});

const topBroker = facts.check([CELERY], (root) => {
  plant(
    root,
    CELERY,
    'execution:\n  config:\n    broker: redis://redis.internal:6379/0\n    backend:',
    'broker: redis://redis.internal:6379/0\nbackend:',
  );
  return { line: lineOf(root, CELERY, 'broker: redis://redis.internal:6379/0') };
});
test('a Celery worker file with the broker at the top level is wrong', () => {
  const { r, line } = topBroker();
  assert.is(r.wrong, 2, r.output); // `broker` and `backend`, each ignored by the worker
  assert.match(r.wrongLines[0], `${CELERY}:${line}:1  \`dagster-celery worker -y\` reads top-level key \`broker\``);
});

const executorKey = facts.check([CELERY_API], (root) => {
  const line = lineOf(root, CELERY_API, '- `broker` (string or null)');
  plant(root, CELERY_API, '- `broker` (string or null)', '- `broker_url` (string or null)');
  return { line };
});
test('a config key an API entry lists but the executor lacks is wrong, and the real key is missing', () => {
  const { r, line } = executorKey();
  assert.is(r.wrong, 2, r.output);
  const listed = r.wrongLines.find((l) => l.includes('`broker_url` is a config key'));
  assert.ok(listed, r.output);
  assert.match(listed!, `${CELERY_API}:${line}:10  \`broker_url\` is a config key of`);
  assert.match(listed!, '`dagster_celery.celery_executor`');
  assert.ok(
    r.wrongLines.some((l) => l.includes('names its config key `broker`')),
    r.output,
  );
});

const PROJECT = '[[workspace.projects]]\npath = "projects/ingestion"';
const dgKey = facts.check([DG_CONFIG], (root) => {
  plant(root, DG_CONFIG, PROJECT, PROJECT.replace('path =', 'folder ='));
  return { line: lineOf(root, DG_CONFIG, 'folder = "projects/ingestion"') };
});
test('an unknown key in a dg.toml example is reported at the key', () => {
  const { r, line } = dgKey();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${DG_CONFIG}:${line}:1  dg.toml validates against dg's configuration schema`);
  assert.match(r.wrongLines[0], 'Unrecognized field at `workspace.projects[0]`: folder');
});

const codeSource = facts.check([AZURE], (root) => {
  plant(root, AZURE, 'module_name: analytics.definitions', 'package_name: analytics');
  return { line: lineOf(root, AZURE, 'package_name: analytics') };
});
test('a code source that finds no definitions in the create-dagster project beside it is wrong', () => {
  const { r, line } = codeSource();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${AZURE}:${line}:7  \`package_name: analytics\` loads a project made with`);
  const loadError = 'No Definitions, RepositoryDefinition, Job, Pipeline, Graph, or AssetsDefinition found';
  assert.match(r.wrongLines[0], loadError);
});

const workspace = facts.check([WORKSPACE]);
test('a workspace.yaml module that the project has is right', () => {
  const { r } = workspace();
  assert.is(r.wrong, 0, r.output);
  assert.ok(r.checked >= 3, r.output); // the schema, and each of the two code sources
});

// A code source given on a command line must load the project too: `--package-name NAME` finds no Definitions in
// a create-dagster project (they are in NAME.definitions), exactly like `package_name:` in dagster_cloud.yaml.
const cliSource = facts.check([CLOUD_CLI], (root) => {
  const from = 'deploy-docker . --location-name sales --module-name sales_pipeline.definitions';
  const line = lineOf(root, CLOUD_CLI, from);
  plant(root, CLOUD_CLI, from, 'deploy-docker . --location-name sales --package-name sales_pipeline');
  return { line };
});
test('a --package-name on a command line that loads no definitions is wrong', () => {
  const { r, line } = cliSource();
  assert.is(r.wrong, 1, r.output);
  assert.match(r.wrongLines[0], `${CLOUD_CLI}:${line}:`);
  assert.match(r.wrongLines[0], '`package_name: sales_pipeline` loads');
  assert.match(r.wrongLines[0], 'No Definitions');
});

test.run();
