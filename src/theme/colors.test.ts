import {
  alpha as muiAlpha,
  darken as muiDarken,
  lighten as muiLighten,
} from '@mui/material/styles';
import { alpha, darken, lighten } from './colors';

describe('colour arithmetic', () => {
  const colours = ['#1d4f91', '#8a3b12', '#b3261e', '#fff', 'rgb(2, 136, 209)'];

  it.each(colours)('darkens and lightens %s as MUI does', (colour) => {
    for (const amount of [0.2, 0.3, 0.6, 0.9]) {
      expect(darken(colour, amount)).toBe(muiDarken(colour, amount));
      expect(lighten(colour, amount)).toBe(muiLighten(colour, amount));
    }
  });

  it('writes a colour at an opacity', () => {
    expect(alpha('#1d4f91', 0.5)).toBe('rgba(29, 79, 145, 0.5)');
    expect(alpha('#1d4f91', 0.5)).toBe(muiAlpha('#1d4f91', 0.5));
  });

  it('refuses a colour it cannot read rather than drawing the wrong one', () => {
    expect(() => darken('hsl(0, 0%, 0%)', 0.1)).toThrow(/Not a colour/);
  });
});
