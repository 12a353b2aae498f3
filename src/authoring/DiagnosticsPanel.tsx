import type { Diagnostic } from '@courses/runtime/markup';

interface DiagnosticsPanelProps {
  diagnostics: readonly Diagnostic[];
  /** Moves the editor's caret to a problem. */
  onSelect(diagnostic: Diagnostic): void;
}

/** Every authoring problem with its line:column; choosing one puts the caret there. */
export function DiagnosticsPanel({ diagnostics, onSelect }: DiagnosticsPanelProps) {
  if (diagnostics.length === 0) return <p>No problems found.</p>;
  return (
    <ul className="markup-diagnostics">
      {diagnostics.map((diagnostic, index) => (
        <li key={index} className={`playground-diagnostic-${diagnostic.severity}`}>
          <button type="button" onClick={() => onSelect(diagnostic)}>
            {diagnostic.line}:{diagnostic.column}
          </button>{' '}
          {diagnostic.severity === 'error' ? 'Error' : 'Warning'}: {diagnostic.message}
        </li>
      ))}
    </ul>
  );
}

/** The character offset of a 1-based line and column in `source`. */
export function offsetOf(source: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) {
    const newline = source.indexOf('\n', offset);
    if (newline === -1) return source.length;
    offset = newline + 1;
  }
  return Math.min(source.length, offset + column - 1);
}
