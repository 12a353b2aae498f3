import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { lockOf, type ContentItem, type User } from '@courses/runtime';
import { LockLabel } from './LockLabel';
import { kindLabel } from './model/browse';

/**
 * Items as links to their pages, each with what it is and, if it is locked, why. Each item is
 * a plain list item styled as MUI's divided ListItem: that component's chunk would otherwise
 * load with every page that shows the browser, for a border and some padding.
 */
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
          <Box
            component="li"
            key={`${item.kind}-${item.id}`}
            data-testid="content-browser.item"
            sx={{
              display: 'flex',
              alignItems: 'center',
              flexWrap: 'wrap',
              gap: 1,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Link href={item.url} underline="hover" sx={{ fontWeight: 500 }}>
              {item.title}
            </Link>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {kindLabel(item)}
            </Typography>
            {lock && <LockLabel lock={lock} />}
          </Box>
        );
      })}
    </List>
  );
}
