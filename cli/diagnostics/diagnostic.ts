/** Where a diagnostic points: 1-based line and column, as editors show them. */
export interface Place {
  line: number;
  column: number;
}

/** The pipeline stage that produced a diagnostic (printed so authors know which step failed). */
export type Stage = 'config' | 'discover' | 'api' | 'route' | 'compile' | 'render' | 'check' | 'emit' | 'index';

/** Rule ids: the list is `RULE_IDS` (cli/diagnostics/rules.ts). */
export type { RuleId } from './rules.ts';
import type { RuleId } from './rules.ts';

/** One problem found while building, with a place in a file and something the author can do about it. */
export interface Diagnostic {
  severity: 'error' | 'warning';
  ruleId: RuleId;
  source: Stage;
  message: string;
  /** Absolute path of the file the problem is in (content, config or API YAML). */
  file?: string;
  place?: Place;
  /** One line telling the author what to do next ("did you mean …", "available ids: …"). */
  hint?: string;
  /** Stack trace of an internal error (a bug in docs), printed with `--verbose`. */
  stack?: string;
}

/** A stage's result: its value plus every problem it found (it never throws for author mistakes). */
export interface StageResult<T> {
  value: T;
  diagnostics: Diagnostic[];
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** Base class for the few failures that stop a command outright (bad usage, unreadable config module). */
export class DocsError extends Error {
  constructor(
    message: string,
    readonly stage: Stage,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'DocsError';
  }
}
