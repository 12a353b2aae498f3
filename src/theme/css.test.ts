import { declarations, rules } from './css';

describe('rules', () => {
  it('writes properties in CSS names, numbers as pixels except unitless ones', () => {
    expect(rules('.a', { marginTop: 8, lineHeight: 1.5, fontWeight: 600, color: 'red' })).toBe(
      '.a{margin-top:8px;line-height:1.5;font-weight:600;color:red}',
    );
    expect(declarations({ WebkitTapHighlightColor: 'transparent', opacity: 0.5 })).toBe(
      '-webkit-tap-highlight-color:transparent;opacity:0.5',
    );
  });

  it('nests selectors: & for the parent, else a descendant, each of a list', () => {
    expect(
      rules('.a', {
        '&:hover': { color: 'blue' },
        '& p, & li': { margin: 0 },
        span: { padding: 0 },
        '&&:focus-visible': { outline: 'none' },
      }),
    ).toBe(
      '.a:hover{color:blue}.a p,.a li{margin:0px}.a span{padding:0px}.a.a:focus-visible{outline:none}',
    );
    expect(rules('.a, .b', { '& i': { color: 'red' } })).toBe('.a i,.b i{color:red}');
  });

  it('puts media queries around the rules they hold', () => {
    expect(rules('.a', { '@media (min-width: 900px)': { width: 10, '& b': { width: 5 } } })).toBe(
      '@media (min-width: 900px){.a{width:10px}.a b{width:5px}}',
    );
  });

  it('leaves out what is undefined', () => {
    expect(rules('.a', { color: undefined, width: 2 })).toBe('.a{width:2px}');
    expect(rules('.a', {})).toBe('');
  });
});
