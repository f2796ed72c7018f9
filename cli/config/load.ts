import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { writeFileAtomic } from '../util/write-atomic.ts';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import type { Diagnostic, StageResult } from '../diagnostics/diagnostic.ts';
import { hash } from '../util/hash.ts';
import { PROJECT_DIR } from '../util/project-dir.ts';
import {
  SidebarsSchema,
  SiteConfigSchema,
  TagsFileSchema,
  type SidebarsConfig,
  type SiteConfig,
  type TagDefinitions,
} from './schema.ts';

export type BuildMode = 'production' | 'development';

/** Everything the stages need, resolved once: absolute paths, parsed config, defaults filled in. */
export interface ResolvedConfig {
  site: SiteConfig;
  mode: BuildMode;
  rootDir: string;
  docsDir: string;
  apiDir: string;
  snippetsDir: string;
  staticDir: string;
  files: { site: string; sidebars: string; tags: string };
  sidebars: SidebarsConfig;
  tags: TagDefinitions;
}

const SITE_CONFIG_NAMES = ['config/site.ts', 'config/site.mts', 'config/site.js', 'config/site.mjs'];

/** Finds the line of a key in a config file's text, so zod errors point somewhere useful. */
function locateKey(file: string, path: readonly PropertyKey[]): { line: number; column: number } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const lines = text.split('\n');
  // Walk the path: find each named key after the line where the previous one was found.
  let from = 0;
  let found: { line: number; column: number } | undefined;
  for (const key of path) {
    if (typeof key !== 'string') continue;
    const re = new RegExp(`(^|[\\s{,'"])${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`);
    for (let i = from; i < lines.length; i++) {
      const m = re.exec(lines[i]);
      if (m) {
        found = { line: i + 1, column: m.index + m[1].length + 1 };
        from = i;
        break;
      }
    }
  }
  return found;
}

function zodDiagnostics(error: z.ZodError, file: string, what: string): Diagnostic[] {
  return error.issues.map((issue) => {
    const key = issue.path.map(String).join('.') || '(root)';
    return {
      severity: 'error',
      ruleId: 'invalid-config',
      source: 'config',
      file,
      place: locateKey(file, issue.path),
      message: `Invalid ${what} at \`${key}\`: ${issue.message}`,
      hint: issue.code === 'unrecognized_keys' ? 'remove the key or check its spelling against cli/config/schema.ts' : undefined,
    };
  });
}

/**
 * Imports a config module. TypeScript configs are compiled with esbuild (relative imports bundled,
 * packages left as imports) into the generator's cache, so no TypeScript loader is needed at run time.
 */
async function importDefault(file: string): Promise<unknown> {
  let url = pathToFileURL(file).href;
  if (/\.m?ts$/.test(file)) {
    const { build } = await import('esbuild');
    const out = await build({ entryPoints: [file], bundle: true, platform: 'node', format: 'esm', packages: 'external', write: false, logLevel: 'silent' });
    const code = out.outputFiles[0].text;
    const dir = join(PROJECT_DIR, 'node_modules/.cache/docs-config');
    mkdirSync(dir, { recursive: true });
    const compiled = join(dir, `${hash(file, code)}.mjs`);
    if (!existsSync(compiled)) writeFileAtomic(compiled, code);
    url = pathToFileURL(compiled).href;
  }
  // A query string defeats the module cache so `docs dev` sees edits to config files.
  const mod = await import(url + `?v=${Date.now()}`);
  return mod.default ?? mod;
}

/**
 * Loads `config/site.ts`, the sidebars and the tags of the site in `rootDir`. Problems are returned as
 * diagnostics naming the key; the value is undefined when the config cannot be used at all.
 */
export async function loadConfig(rootDir: string, mode: BuildMode): Promise<StageResult<ResolvedConfig | undefined>> {
  const root = resolve(rootDir);
  const diagnostics: Diagnostic[] = [];
  const siteFile = SITE_CONFIG_NAMES.map((n) => join(root, n)).find(existsSync);
  if (!siteFile) {
    diagnostics.push({
      severity: 'error',
      ruleId: 'invalid-config',
      source: 'config',
      file: root,
      message: `No site configuration found in \`${root}\``,
      hint: `create \`config/site.ts\` exporting the site config, or pass --root pointing at a site folder`,
    });
    return { value: undefined, diagnostics };
  }

  let rawSite: unknown;
  try {
    rawSite = await importDefault(siteFile);
  } catch (error) {
    diagnostics.push({ severity: 'error', ruleId: 'invalid-config', source: 'config', file: siteFile, message: `Cannot load the site config: ${(error as Error).message}` });
    return { value: undefined, diagnostics };
  }
  const parsedSite = SiteConfigSchema.safeParse(rawSite);
  if (!parsedSite.success) {
    diagnostics.push(...zodDiagnostics(parsedSite.error, siteFile, 'site config'));
    return { value: undefined, diagnostics };
  }
  const site = parsedSite.data;
  const abs = (p: string) => (isAbsolute(p) ? p : join(root, p));

  const sidebarsFile = abs(site.sidebarsFile);
  let sidebars: SidebarsConfig = {};
  if (existsSync(sidebarsFile)) {
    try {
      const parsed = SidebarsSchema.safeParse(await importDefault(sidebarsFile));
      if (parsed.success) sidebars = parsed.data;
      else diagnostics.push(...zodDiagnostics(parsed.error, sidebarsFile, 'sidebars'));
    } catch (error) {
      diagnostics.push({ severity: 'error', ruleId: 'invalid-config', source: 'config', file: sidebarsFile, message: `Cannot load the sidebars: ${(error as Error).message}` });
    }
  }

  const tagsFile = abs(site.tagsFile);
  let tags: TagDefinitions = {};
  if (existsSync(tagsFile)) {
    try {
      const parsed = TagsFileSchema.safeParse(parseYaml(readFileSync(tagsFile, 'utf8')) ?? {});
      if (parsed.success) tags = parsed.data;
      else diagnostics.push(...zodDiagnostics(parsed.error, tagsFile, 'tags file'));
    } catch (error) {
      const e = error as Error & { linePos?: { line: number; col: number }[] };
      diagnostics.push({
        severity: 'error', ruleId: 'invalid-config', source: 'config', file: tagsFile,
        place: e.linePos ? { line: e.linePos[0].line, column: e.linePos[0].col } : undefined,
        message: `Cannot parse the tags file: ${e.message.split('\n')[0]}`,
      });
    }
  }

  return {
    value: {
      site,
      mode,
      rootDir: root,
      docsDir: abs(site.docs.dir),
      apiDir: abs(site.apiDir),
      snippetsDir: abs(site.snippetsDir),
      staticDir: abs(site.staticDir),
      files: { site: siteFile, sidebars: sidebarsFile, tags: tagsFile },
      sidebars,
      tags,
    },
    diagnostics,
  };
}
