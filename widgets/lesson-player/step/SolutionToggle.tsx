import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** Each question's solution behind its own toggle (spec section 4). */
export function SolutionToggle({ id, children }: { id: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = `${id}-solution`;
  return (
    <Box sx={{ mt: 1 }}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Hide solution' : 'Show solution'}
      </Button>
      <Box
        id={panelId}
        role="region"
        aria-label="Solution"
        hidden={!open}
        sx={{ mt: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {children}
      </Box>
    </Box>
  );
}
