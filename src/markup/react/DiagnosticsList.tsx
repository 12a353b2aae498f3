import type { Diagnostic } from '../types';

const SEVERITY_LABELS = { error: 'Error', warning: 'Warning' } as const;

/** Authoring problems with their place in the source, as `line:column`. */
export function DiagnosticsList({
  diagnostics,
  heading,
}: {
  diagnostics: readonly Diagnostic[];
  heading?: string;
}) {
  if (diagnostics.length === 0) return null;
  const count = diagnostics.length;
  return (
    <div className="markup-diagnostics" data-testid="markup.diagnostics">
      <p className="markup-diagnostics-heading">
        {heading ?? `${count} authoring ${count === 1 ? 'problem' : 'problems'} in this content:`}
      </p>
      <ul>
        {diagnostics.map((diagnostic, index) => (
          <li key={index} className={`markup-diagnostic markup-diagnostic-${diagnostic.severity}`}>
            <span className="markup-diagnostic-position">
              {diagnostic.line}:{diagnostic.column}
            </span>{' '}
            <span className="markup-diagnostic-severity">
              {SEVERITY_LABELS[diagnostic.severity]}:
            </span>{' '}
            {diagnostic.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
