import { render } from '@testing-library/react';
import { MarkupContent, type MarkupContentProps } from '../react/MarkupView';

/** Renders markup as a widget would (test helper). */
export function renderMarkup(source: string, props: Omit<MarkupContentProps, 'source'> = {}) {
  return render(<MarkupContent source={source} {...props} />);
}
