export declare const EXIT_CACHE_UNUSABLE: number;

/** The folder of one of the generator's caches; see generator-cache.mjs. */
export declare function generatorCacheDir(projectDir: string, name: string): string;

/** Why `dir` is not a private folder of `uid` (not a folder, another owner, open to others); undefined if it is. */
export declare function privateFolderProblem(dir: string, uid: number | undefined): string | undefined;
