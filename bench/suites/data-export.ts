import { api } from '../../src/shared/paths';
import type { BenchContext, BenchRow } from '../harness';
import { drain, memoryDuring } from './memory';

const SUITE = 'data export';

/** docs/backups.md §7: the RSS the server grows by while it writes the workbook (constant memory). */
const RSS_GROWTH_MB = 60;

/**
 * 'Download all my data' on the large demo data (docs/backups.md §4): the whole workbook read by one
 * client as fast as it takes it, its time, size, and the server's RSS growth meanwhile (sampled every
 * 50 ms from /proc).
 */
export default async function dataExport(ctx: BenchContext): Promise<BenchRow[]> {
  const records = Object.values(ctx.seeded).reduce((sum, count) => sum + count, 0);
  let bytes = 0;
  const { growth, ms } = await memoryDuring(ctx, async () => {
    bytes = await drain(ctx, api.exportAll);
  });
  const name = `all-data workbook (${records.toLocaleString('en-US')} rows seeded)`;
  return [
    { suite: SUITE, metric: `${name}: time`, value: ms / 1000, unit: 's' },
    { suite: SUITE, metric: `${name}: size`, value: bytes / 1024 / 1024, unit: 'MiB' },
    {
      suite: SUITE,
      metric: `${name}: server RSS growth`,
      value: growth,
      unit: 'MB',
      target: { max: RSS_GROWTH_MB },
    },
  ];
}
