import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AppConfig, Dataset, User } from '@courses/runtime';
import { MarkupContent } from '@courses/runtime/markup';
import { tagSearchHref } from './links';
import { canSeeCsvLink, canSeeTags } from './permissions';
import { PopupDialog, type PopupProps } from './PopupDialog';

interface AboutDialogProps extends PopupProps {
  dataset: Dataset;
  user: User | null;
  config: AppConfig | null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Spec section 2: description, tags, guide docs, sources and the csv link of a dataset. */
export function AboutDialog({
  open,
  onClose,
  dataset,
  user,
  config,
  returnFocusTo,
}: AboutDialogProps) {
  return (
    <PopupDialog
      open={open}
      returnFocusTo={returnFocusTo}
      onClose={onClose}
      title={aboutTitle(dataset.dataset_name)}
      testId="dataset-popups.about"
    >
      <AboutContent dataset={dataset} user={user} config={config} />
    </PopupDialog>
  );
}

export function aboutTitle(datasetName: string): string {
  return `About ${datasetName}`;
}

/**
 * The About popup's sections: students see no tag panels, only premium teachers on the main
 * app the csv link (spec section 6).
 */
export function AboutContent({
  dataset,
  user,
  config,
}: {
  dataset: Dataset;
  user: User | null;
  config: AppConfig | null;
}) {
  const tagGroups = canSeeTags(user) ? dataset.group_tags.filter((g) => g.tags.length > 0) : [];
  const csvUrl = canSeeCsvLink(user, config) ? dataset.get_csv_url : null;
  return (
    <Stack spacing={2.5}>
      <Section title="Description">
        {dataset.dataset_desc.trim() ? (
          <MarkupContent source={dataset.dataset_desc} />
        ) : (
          <Typography color="text.secondary">No description yet.</Typography>
        )}
      </Section>
      {tagGroups.map((group) => (
        <Section key={group.title} title={group.title}>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
            {group.tags.map((tag) => (
              <Box component="li" key={tag} sx={{ listStyle: 'none' }}>
                <Chip
                  component="a"
                  clickable
                  label={tag}
                  href={tagSearchHref(tag, dataset.is_tuva_jr)}
                  variant="outlined"
                />
              </Box>
            ))}
          </Box>
        </Section>
      ))}
      {dataset.reference_doc.length > 0 && (
        <Section title="Guide docs">
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {dataset.reference_doc.map((doc) => (
              <li key={doc.media_url}>
                <Link href={doc.media_url} target="_blank" rel="noopener">
                  {doc.title}
                </Link>
              </li>
            ))}
          </Box>
        </Section>
      )}
      {dataset.datasource.length > 0 && (
        <Section title="Sources">
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {dataset.datasource.map((source) => (
              <li key={`${source.source_name}|${source.source_link}`}>
                {source.source_link ? (
                  <Link href={source.source_link} target="_blank" rel="noopener">
                    {source.source_name}
                  </Link>
                ) : (
                  source.source_name
                )}
                {source.source_type && (
                  <Typography component="span" color="text.secondary">
                    {` (${source.source_type})`}
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        </Section>
      )}
      {csvUrl && (
        <Section title="Data file">
          <Link href={csvUrl} download>
            Download CSV
          </Link>
        </Section>
      )}
    </Stack>
  );
}
