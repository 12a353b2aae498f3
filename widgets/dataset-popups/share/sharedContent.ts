import type { ContentType, Dataset, Privacy } from '@courses/runtime';

/** An activity or a data story: spec section 6 gives them only Direct Link and Email. */
export interface OtherShareable {
  type: 'activity' | 'datastory';
  /** The content's id, or its access_url where the page knows only that (a data-story lesson). */
  id: number | string;
  title: string;
  /** The page to share, absolute or root-relative (e.g. the activity's page). */
  url: string;
  /** Junior-edition content (is_tuva_jr). */
  isJunior?: boolean;
}

/** What the dialog shares: a dataset with its kind, or another kind of content. */
export type ShareTarget =
  { dataset: Dataset; kind: 'dataset' | 'user-dataset' } | { content: OtherShareable };

export type KindWord = 'dataset' | 'data story' | 'activity';

/** Everything the tabs need, whatever was shared. */
export interface SharedContent {
  /** The `type` of short links, class shares and e-mail shares. */
  type: ContentType;
  /** A number for datasets (the only content shared with a class); see OtherShareable. */
  id: number | string;
  /** The path segment of the class list call: a dataset's access_url, otherwise the id. */
  code: string;
  title: string;
  /** Absolute URL of the page to share. */
  url: string;
  /** The word of 'Shared the … successfully!' (spec section 8). */
  kindWord: KindWord;
  /** Datasets only; activities and data stories have no privacy to show. */
  privacy: Privacy | null;
  isJunior: boolean;
  /** Spec section 6: activities and data stories only get Direct Link and Email. */
  canShareToClass: boolean;
}

const KIND_WORDS: Record<OtherShareable['type'], KindWord> = {
  activity: 'activity',
  datastory: 'data story',
};

/** A root-relative path becomes a URL on the page's own site; an absolute URL stays as it is. */
export function absoluteUrl(url: string, origin = window.location.origin): string {
  return new URL(url, origin).href;
}

export function describeShared(target: ShareTarget): SharedContent {
  if ('dataset' in target) {
    const { dataset, kind } = target;
    return {
      type: kind === 'user-dataset' ? 'userdataset' : 'dataset',
      id: dataset.id,
      code: dataset.access_url || String(dataset.id),
      title: dataset.dataset_name,
      url: absoluteUrl(dataset.get_absolute_url),
      kindWord: 'dataset',
      privacy: dataset.privacy,
      isJunior: dataset.is_tuva_jr,
      canShareToClass: true,
    };
  }
  const { content } = target;
  return {
    type: content.type,
    id: content.id,
    code: String(content.id),
    title: content.title,
    url: absoluteUrl(content.url),
    kindWord: KIND_WORDS[content.type],
    privacy: null,
    isJunior: content.isJunior ?? false,
    canShareToClass: false,
  };
}
