import { useEffect, useRef, useState } from 'react';
import { typeset } from '../math/mathjax';
import { isSafeTex } from '../math/texSafety';

/**
 * A formula. Until MathJax has loaded (or if it never does) the TeX is shown as text, so the
 * content stays readable; then the typeset output, which MathJax writes into a node React
 * does not manage, replaces it.
 */
export function MathFormula({ tex, display }: { tex: string; display: boolean }) {
  const outputRef = useRef<HTMLSpanElement>(null);
  const [typesetDone, setTypesetDone] = useState(false);
  const safe = isSafeTex(tex);

  useEffect(() => {
    const output = outputRef.current;
    if (!safe || !output) return;
    let current = true;
    setTypesetDone(false);
    typeset(tex, display).then(
      (node) => {
        if (!current) return;
        output.replaceChildren(node);
        setTypesetDone(true);
      },
      (error: unknown) => console.error('[courses] a formula could not be typeset', error),
    );
    return () => {
      current = false;
      output.replaceChildren();
    };
  }, [tex, display, safe]);

  return (
    <span className={display ? 'markup-math markup-math-display' : 'markup-math'} data-tex={tex}>
      <span className="markup-math-source" hidden={typesetDone}>
        {tex}
      </span>
      <span ref={outputRef} className="markup-math-output" />
    </span>
  );
}
