import { useEffect, useState } from 'react';
import { isPartnerHost } from '@courses/runtime';
import { loadPartnerIcons } from '../partner/partnerIcons';

/**
 * A partner icon: shown only when the page is on a partner host (not the main domain), from
 * the icons the API lists; otherwise nothing is shown.
 */
export function PartnerIcon({ value }: { value: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!isPartnerHost()) return;
    let current = true;
    void loadPartnerIcons().then((icons) => {
      if (current) setUrl(icons.get(value) ?? null);
    });
    return () => {
      current = false;
    };
  }, [value]);
  if (!url) return null;
  return <img className="markup-partner-icon" src={url} alt={value} />;
}
