import { useEffect, useRef } from 'react';
import { typeset } from '../math/mathjax';
import { isSafeTex } from '../math/texSafety';

/**
 * A formula. Until MathJax has loaded (or if it never does) the TeX is shown as text, so the
 * content stays readable; then the typeset output, which MathJax writes into a node React
 * does not manage, replaces it.
 */
export function MathFormula({ tex, display }: { tex: string; display: boolean }) {
  const sourceRef = useRef<HTMLSpanElement>(null);
  const outputRef = useRef<HTMLSpanElement>(null);
  const safe = isSafeTex(tex);

  // The typeset output swaps in by DOM, not by state: a step with many formulas would otherwise
  // commit once more per formula after it is shown.
  useEffect(() => {
    const source = sourceRef.current;
    const output = outputRef.current;
    if (!safe || !source || !output) return;
    let current = true;
    typeset(tex, display).then(
      (node) => {
        if (!current) return;
        output.replaceChildren(node);
        source.hidden = true;
      },
      (error: unknown) => console.error('[courses] a formula could not be typeset', error),
    );
    return () => {
      current = false;
      output.replaceChildren();
      source.hidden = false;
    };
  }, [tex, display, safe]);

  return (
    <span className={display ? 'markup-math markup-math-display' : 'markup-math'} data-tex={tex}>
      <span ref={sourceRef} className="markup-math-source">
        {tex}
      </span>
      <span ref={outputRef} className="markup-math-output" />
    </span>
  );
}
