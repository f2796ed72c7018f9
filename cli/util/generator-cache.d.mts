export declare const EXIT_CACHE_UNUSABLE: number;

/** The folder of one of the generator's caches; see generator-cache.mjs. */
export declare function generatorCacheDir(projectDir: string, name: string): string;
