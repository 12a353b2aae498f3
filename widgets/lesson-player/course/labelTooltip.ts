// MUI's tooltip, in a chunk of its own that ContentLabels loads on first use. Imported by name
// here, not by a dynamic import of MUI's module, so the loader knows which names to provide
// (build/muiFamilies.ts shares MUI by family).
export { default as Tooltip } from '@mui/material/Tooltip';
