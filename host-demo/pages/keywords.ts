import type { HostPage } from './hostPage';
import { escapeHtml, layout, slot } from './layout';

/** A keyword as a Django template writes it server-side, with the keyword popover's attributes. */
export function keyword(id: number, term: string): string {
  return `<span class="markup-keyword" data-keyword-id="${id}" keyword_id="${id}" tabindex="0" role="button" aria-haspopup="dialog">${escapeHtml(term)}</span>`;
}

/**
 * `/demo/keywords/`: a server-rendered reading whose keywords open the keyword popover. The ids
 * are seeded keywords (host-demo/server/seed/data/keywords.ts); latitude's definition carries the
 * AI marker.
 */
export const keywordsPage: HostPage = {
  path: '/demo/keywords/',
  title: 'Keywords',
  description:
    'A server-rendered reading whose keywords open their definitions in the keyword popover.',
  render(ctx) {
    return layout(ctx, {
      title: 'Keywords',
      body: `<p class="reading-tip">Click an underlined word, or move to it with Tab and press Enter, to read its definition.</p>
${slot('reading-bar-root', 'reading-bar', { contentSelector: '#reading' })}
<article id="reading" class="card reading" aria-labelledby="reading-title">
  <h2 id="reading-title">Why are some cities colder than others?</h2>
  <p>Look at a weather map in July and the air ${keyword(1, 'temperature')} changes a lot from place
  to place: on the same afternoon it can be 30 °C in Madrid and 12 °C in Reykjavik.</p>
  <p>One reason is ${keyword(5, 'latitude')}, how far a city lies from the equator. Far from the
  equator, sunlight reaches the ground at a low angle and spreads over a larger area, so it warms
  the ground less.</p>
  <p>Seasons depend on the ${keyword(4, 'hemisphere')} too. When it is summer in the north it is
  winter in the south, so a fair comparison looks at the same season in both.</p>
  <p>To describe the climate of a city, scientists take the ${keyword(2, 'average')} of many years
  of measurements. The ${keyword(6, 'range')}, the warmest minus the coldest, tells how much the
  weather changes, and the ${keyword(3, 'median')} gives a typical value that one freak heatwave
  cannot pull up.</p>
</article>
${slot('keyword-popover-root', 'keyword-popover', { scope: '#reading' })}`,
    });
  },
};
