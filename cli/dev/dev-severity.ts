import type { Diagnostic } from '../diagnostics/diagnostic.ts';

/**
 * Problems that fail `docs build` but are only warnings in `docs dev`: links, anchors and images that
 * point nowhere. While an author renames or deletes pages, the pages linking to them must keep rendering
 * (with a warning in the terminal) instead of turning into error overlays.
 */
const LINK_RULES = new Set(['broken-link', 'broken-anchor', 'broken-md-link', 'missing-image']);

export function asDevDiagnostic(d: Diagnostic): Diagnostic {
  return d.severity === 'error' && LINK_RULES.has(d.ruleId) ? { ...d, severity: 'warning' } : d;
}
