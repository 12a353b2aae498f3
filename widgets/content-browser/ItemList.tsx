import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { lockOf, type ContentItem, type User } from '@courses/runtime';
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
  return (
    <List aria-label={label} disablePadding>
      {items.map((item) => {
        const lock = lockOf(item, user);
        return (
          <ListItem
            key={`${item.kind}-${item.id}`}
            divider
            data-testid="content-browser.item"
            sx={{ gap: 1, flexWrap: 'wrap', px: 0 }}
          >
            <Link href={item.url} underline="hover" sx={{ fontWeight: 500 }}>
              {item.title}
            </Link>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {kindLabel(item)}
            </Typography>
            {lock && <LockLabel lock={lock} />}
          </ListItem>
        );
      })}
    </List>
  );
}
