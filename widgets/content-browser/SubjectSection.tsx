import { useId, useState } from 'react';
import { useSetAtom } from 'jotai';
import {
  Tabs,
  setPreferenceAtom,
  type ContentItem,
  type SubjectCategory,
  type User,
} from '@courses/runtime';
import { ItemList } from './ItemList';
import { CATEGORY_NAMES, categoriesOf, inCategory, initialCategory } from './model/browse';

export interface SubjectSectionProps {
  items: readonly ContentItem[];
  user: User | null;
}

/**
 * The items by subject category (spec section 9): it opens on the category the user chose
 * last (saved as dashboardPreferenceSubject), else the most frequent one (other falls back to
 * math). Loaded after the recent list, which is what a visitor sees first.
 */
export default function SubjectSection({ items, user }: SubjectSectionProps) {
  // The choice saved by an earlier visit; a choice made here is kept in state (reading the
  // page's preferences would suspend the tabs at each choice and take the focus off them).
  const saved = user?.user_preferences?.dashboardPreferenceSubject;
  const setPreference = useSetAtom(setPreferenceAtom);
  const [chosen, setChosen] = useState<SubjectCategory | null>(null);
  const categories = categoriesOf(items);
  const category = chosen && categories.includes(chosen) ? chosen : initialCategory(items, saved);
  const baseId = useId();
  const tabId = (c: SubjectCategory) => `${baseId}-tab-${c}`;
  const panelId = `${baseId}-panel`;
  const shown = inCategory(items, category);

  function choose(next: SubjectCategory) {
    setChosen(next);
    void setPreference({ key: 'dashboardPreferenceSubject', value: next });
  }

  return (
    <>
      <Tabs
        tabs={categories.map((c) => ({
          value: c,
          label: `${CATEGORY_NAMES[c]} (${inCategory(items, c).length})`,
          id: tabId(c),
          panelId,
        }))}
        value={category}
        onChange={choose}
        aria-label="Subjects"
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(category)} style={{ paddingTop: 8 }}>
        {shown.length > 0 ? (
          <ItemList items={shown} user={user} label={CATEGORY_NAMES[category]} />
        ) : (
          <p>Nothing in {CATEGORY_NAMES[category]} yet.</p>
        )}
      </div>
    </>
  );
}
