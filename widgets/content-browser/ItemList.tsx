import { Text, TextLink, lockOf, type ContentItem, type User } from '@courses/runtime';
import { ensureContentBrowserStyles } from './contentBrowserStyles';
import { LockLabel } from './LockLabel';
import { kindLabel } from './model/browse';

/** Items as links to their pages, each with what it is and, if it is locked, why. */
export function ItemList({
  items,
  user,
  label,
}: {
  items: readonly ContentItem[];
  user: User | null;
  label: string;
}) {
  ensureContentBrowserStyles();
  return (
    <ul aria-label={label} className="courses-content-browser-list">
      {items.map((item) => {
        const lock = lockOf(item, user);
        return (
          <li key={`${item.kind}-${item.id}`} data-testid="content-browser.item">
            <TextLink href={item.url} underline="hover" className="courses-content-browser-title">
              {item.title}
            </TextLink>
            <Text component="span" variant="body2" tone="secondary">
              {kindLabel(item)}
            </Text>
            {lock && <LockLabel lock={lock} />}
          </li>
        );
      })}
    </ul>
  );
}
