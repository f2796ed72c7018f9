import { join } from 'node:path';
import type { DocsVersionOptions } from './schema.ts';

/** The name Docusaurus gives the docs folder's own version. */
export const CURRENT_VERSION = 'current';

/** One version of the docs, resolved as Docusaurus's docs plugin does (its `versions/` module). */
export interface DocVersion {
  name: string;
  label: string;
  /** Route prefix of its pages: `/docs` for the last version, `/docs/next` for current, `/docs/2.0`. */
  routeBase: string;
  isLast: boolean;
  banner?: 'unreleased' | 'unmaintained';
  badge: boolean;
  noIndex: boolean;
  className?: string;
  docsDir: string;
  /** `versioned_sidebars/version-X-sidebars.json`, or the site's sidebars file for current. */
  sidebarsFile: string;
  /**
   * Doc ids and sidebar names of the version are prefixed with this (`version-2.0/`), `''` for current; a
   * version of another docs plugin instance's has the instance's prefix first (`@community/version-1.0/`).
   */
  idPrefix: string;
  /** The docs plugin instance the version belongs to (Docusaurus's `docsPluginId`); absent: the default docs. */
  plugin?: string;
}

/** The version options as the docs config holds them after merging with a `docusaurus.config.*`. */
export interface VersionOptions {
  lastVersion?: string;
  onlyIncludeVersions?: string[];
  includeCurrentVersion?: boolean;
  versions?: Record<string, DocsVersionOptions>;
}

/** A problem with the version options, named by the option it is about (`docs.lastVersion`). */
export interface VersionProblem {
  key: string[];
  message: string;
  hint?: string;
}

const list = (names: string[]) => names.map((n) => `\`${n}\``).join(', ');

/** `/docs` + `next` → `/docs/next`; `/` + `` → `/`. */
function joinRoute(base: string, path: string): string {
  const parts = [base, path].flatMap((p) => p.split('/')).filter(Boolean);
  return '/' + parts.join('/');
}

/**
 * The versions a site builds, newest first (current, then `versions.json` in its order), with Docusaurus's
 * defaults: the last version (`lastVersion`, else the first of `versions.json`) at `routeBasePath`, current
 * at `next` when it is not the last, every other version at its name; labels `Next` and the name; banner
 * `unreleased` above the last version and `unmaintained` below it; a badge when more than one is built.
 */
export function resolveDocVersions(input: {
  /** `versions.json`, newest first. */
  versionNames: string[];
  options: VersionOptions;
  routeBasePath: string;
  rootDir: string;
  docsDir: string;
  sidebarsFile: string;
  /**
   * Another docs plugin instance's id: its older versions are in `<id>_versioned_docs/` and
   * `<id>_versioned_sidebars/` (as Docusaurus keeps them), its ids prefixed `@<id>/`.
   */
  plugin?: string;
}): { versions: DocVersion[]; problems: VersionProblem[] } {
  const { options } = input;
  const problems: VersionProblem[] = [];
  const includeCurrent = options.includeCurrentVersion ?? true;
  const all = [...(includeCurrent ? [CURRENT_VERSION] : []), ...input.versionNames];
  if (all.length === 0) {
    problems.push({
      key: ['docs', 'includeCurrentVersion'],
      message: 'The docs have no version to build: `includeCurrentVersion` is false and `versions.json` is empty',
      hint: 'set `includeCurrentVersion: true` or name a version in `versions.json`',
    });
    return { versions: [], problems };
  }
  const lastName = options.lastVersion ?? all.find((n) => n !== CURRENT_VERSION) ?? CURRENT_VERSION;
  if (!all.includes(lastName)) {
    problems.push({
      key: ['docs', 'lastVersion'],
      message: `\`lastVersion\` \`${lastName}\` is not a version of the docs`,
      hint: `the versions are ${list(all)}`,
    });
    return { versions: [], problems };
  }
  for (const name of Object.keys(options.versions ?? {})) {
    if (!all.includes(name))
      problems.push({
        key: ['docs', 'versions', name],
        message: `\`versions\` has options for \`${name}\`, which is not a version of the docs`,
        hint: `the versions are ${list(all)}; remove the entry or add the version to \`versions.json\``,
      });
  }
  let names = all;
  if (options.onlyIncludeVersions) {
    const unknown = options.onlyIncludeVersions.filter((n) => !all.includes(n));
    if (options.onlyIncludeVersions.length === 0 || unknown.length > 0)
      problems.push({
        key: ['docs', 'onlyIncludeVersions'],
        message:
          options.onlyIncludeVersions.length === 0
            ? '`onlyIncludeVersions` is empty: no version would be built'
            : `\`onlyIncludeVersions\` names ${list(unknown)}, not a version of the docs`,
        hint: `the versions are ${list(all)}`,
      });
    else if (options.lastVersion && !options.onlyIncludeVersions.includes(options.lastVersion))
      problems.push({
        key: ['docs', 'onlyIncludeVersions'],
        message: `\`onlyIncludeVersions\` leaves out \`lastVersion\` \`${options.lastVersion}\``,
        hint: 'include the last version, or set `lastVersion` to one of the included versions',
      });
    names = all.filter((n) => options.onlyIncludeVersions!.includes(n));
  }
  if (problems.length) return { versions: [], problems };

  const lastIndex = all.indexOf(lastName);
  const folder = (name: string) => (input.plugin ? `${input.plugin}_${name}` : name);
  const instance = input.plugin ? `@${input.plugin}/` : '';
  const versions = names.map((name): DocVersion => {
    const own = options.versions?.[name] ?? {};
    const current = name === CURRENT_VERSION;
    const defaultPath = name === lastName ? '' : current ? 'next' : name;
    const defaultBanner = name === lastName ? 'none' : all.indexOf(name) < lastIndex ? 'unreleased' : 'unmaintained';
    const banner = own.banner ?? defaultBanner;
    return {
      name,
      label: own.label ?? (current ? 'Next' : name),
      routeBase: joinRoute(input.routeBasePath, own.path ?? defaultPath),
      isLast: name === lastName,
      banner: banner === 'none' ? undefined : banner,
      badge: own.badge ?? names.length > 1,
      noIndex: own.noIndex ?? false,
      className: own.className,
      docsDir: current ? input.docsDir : join(input.rootDir, folder('versioned_docs'), `version-${name}`),
      sidebarsFile: current
        ? input.sidebarsFile
        : join(input.rootDir, folder('versioned_sidebars'), `version-${name}-sidebars.json`),
      idPrefix: instance + (current ? '' : `version-${name}/`),
      ...(input.plugin ? { plugin: input.plugin } : {}),
    };
  });
  const byRoute = new Map<string, string>();
  for (const v of versions) {
    const other = byRoute.get(v.routeBase);
    if (other)
      problems.push({
        key: ['docs', 'versions', v.name, 'path'],
        message: `Versions \`${other}\` and \`${v.name}\` are both served at \`${v.routeBase}\``,
        hint: 'give one of them another `path`',
      });
    byRoute.set(v.routeBase, v.name);
  }
  return { versions: problems.length ? [] : versions, problems };
}

/** Docusaurus's id of the default docs plugin instance. */
export const DEFAULT_PLUGIN = 'default';

/**
 * The versioned docs of the site by docs plugin instance, each newest first: the default docs' versions
 * (`versions.json`), then each other instance's that has versions (`<id>_versions.json`; an instance without
 * them is one folder, in no version).
 */
export function versionFamilies<V extends DocVersion>(docVersions?: V[], instances?: V[]): Map<string, V[]> {
  const out = new Map<string, V[]>();
  if (docVersions) out.set(DEFAULT_PLUGIN, docVersions);
  for (const v of instances ?? []) {
    if (!v.plugin) continue;
    let family = out.get(v.plugin);
    if (!family) out.set(v.plugin, (family = []));
    family.push(v);
  }
  return out;
}
