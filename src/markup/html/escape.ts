const TEXT_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and for double-quoted attribute values alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => TEXT_ESCAPES[ch] ?? ch);
}

/** `name="value"` pairs, escaped, in the order given; undefined and null values are left out. */
export function htmlAttributes(
  attributes: Record<string, string | number | boolean | null | undefined>,
): string {
  let out = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}
