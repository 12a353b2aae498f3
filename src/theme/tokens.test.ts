import { createTheme, useTheme } from '@mui/material/styles';
import { renderHook } from '@testing-library/react';
import { THEME_OPTIONS } from './themeOptions';
import { spacing, tokens } from './tokens';

describe('design tokens', () => {
  it('are what MUI makes of the theme, so kit and MUI parts draw the same colours and type', () => {
    const mui = createTheme(THEME_OPTIONS);
    for (const name of ['primary', 'secondary', 'error', 'success'] as const) {
      const ours = tokens.palette[name];
      expect([ours.main, ours.light, ours.dark]).toEqual([
        mui.palette[name].main,
        mui.palette[name].light,
        mui.palette[name].dark,
      ]);
    }
    expect(tokens.palette.divider).toBe(mui.palette.divider);
    expect(mui.typography.body2.fontSize).toBe(tokens.typography.body2.fontSize);
    expect(mui.typography.button.fontWeight).toBe(600);
    expect(mui.shadows[2]).toBe(tokens.shadows[2].replace(/,(?=0px)/g, ','));
  });

  it('are MUI’s default theme, with no provider (as the build makes it)', () => {
    const { result } = renderHook(() => useTheme());
    expect(result.current.palette.primary.main).toBe(tokens.palette.primary.main);
    expect(result.current.zIndex.modal).toBe(9999);
  });

  it('space in 8 px units', () => {
    expect(spacing(1, 2)).toBe('8px 16px');
    expect(spacing(0, 'auto')).toBe('0px auto');
  });
});
