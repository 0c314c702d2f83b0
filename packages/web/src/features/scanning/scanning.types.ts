import type { scannerBodySchema, scannerSummarySchema } from '@slipway/contracts';
import type { z } from 'zod';
import type { RepoRow } from '../../components/RepoSelect';

/** A repository of a scanner, as the repository picker holds it. */
export type ScannerRepo = Partial<RepoRow> & { tag?: string };

/** A scanner as the form edits it: the contracts' body with repositories as the picker holds them. */
export type ScannerDraft = Omit<z.infer<typeof scannerBodySchema>, 'repos'> & {
  id?: string;
  repos: ScannerRepo[];
};

/** A row of the scanner list. */
export type ScannerSummary = z.infer<typeof scannerSummarySchema>;
