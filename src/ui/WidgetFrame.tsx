import type { CSSProperties, ReactNode } from 'react';
import { Surface } from './kit/Surface';
import { Text } from './kit/Text';

/** The card a widget renders in when it stands alone in a slot. */
export function WidgetFrame({
  title,
  children,
  testId,
  style,
}: {
  title: string;
  children: ReactNode;
  testId: string;
  /** Rules of the widget's own, beside the frame's padding. */
  style?: CSSProperties;
}) {
  return (
    <Surface
      component="section"
      aria-label={title}
      data-testid={testId}
      style={{ padding: 16, ...style }}
    >
      <Text component="h2" variant="h6" style={{ marginBottom: 8 }}>
        {title}
      </Text>
      {children}
    </Surface>
  );
}
