import { createContext, useContext } from 'react';

/**
 * Where the host serves this player's chromeless embed views (the `embedPath` prop, e.g.
 * /embed/courses/), or null: then the player offers no Embed button.
 */
export const EmbedPathContext = createContext<string | null>(null);

export const useEmbedPath = () => useContext(EmbedPathContext);
