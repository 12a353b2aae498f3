/**
 * Parses a directive's attribute block, the text between `{` and `}`:
 * `#id .class key=value key="quoted value" key='quoted' flag`.
 */
export interface DirectiveAttributes {
  id?: string;
  classes: string[];
  values: Record<string, string>;
}

const TOKEN =
  /\s*(?:#([^\s}]+)|\.([^\s}]+)|([A-Za-z_][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s}]+)))?)/y;

export function parseAttributes(source: string): DirectiveAttributes {
  const result: DirectiveAttributes = { classes: [], values: {} };
  TOKEN.lastIndex = 0;
  let rest = source.trim();
  while (rest.length > 0) {
    TOKEN.lastIndex = 0;
    const match = TOKEN.exec(rest);
    if (!match || match[0].length === 0) break;
    const [whole, id, cls, key, double, single, bare] = match;
    if (id !== undefined) result.id = id;
    else if (cls !== undefined) result.classes.push(cls);
    else if (key !== undefined) result.values[key] = double ?? single ?? bare ?? '';
    rest = rest.slice(whole.length).trimStart();
  }
  return result;
}
