// Types of stripped-sources.js (plain JavaScript: it runs before any type could be stripped).
export function strippedCopyOf(file: string, buildDir?: string): string;
export function writeStrippedSources(buildDir?: string): number;
export function strippedSourceFor(url: string, buildDir?: string): string | null;
export function registerStrippedSources(buildDir?: string): void;
export function resolveDependencyImport(
  specifier: string,
  parentURL: string | undefined,
  conditions: readonly string[] | undefined,
): { url: string; format: "module"; shortCircuit: true } | null;
