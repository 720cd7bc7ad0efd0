import { today } from '../../../../shared/dates';
import {
  type RentStandingFigures,
  rentStandingWords,
  type TenancySentenceFigures,
  tenancyStandingSentence,
} from '../../../../shared/standing-words';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

/**
 * A tenancy's standing (docs/ledger.md §1): Settled green, In credit blue, In arrears red, Owing yellow;
 * "Due today" amber while everything unpaid fell due today (docs/decisions/060-due-today-is-not-overdue.md).
 */
export function StandingBadge({ record }: { record: RentStandingFigures }) {
  const words = rentStandingWords(record);
  return (
    <Badge tone={words.tone} className="whitespace-nowrap">
      {words.label}
    </Badge>
  );
}

/**
 * "Paid through 17 Feb 2027 · GHC 4,200.00 of the advance unpaid since 18 Sep 2026": the paid-through
 * day and what is overdue since when, in one sentence (docs/decisions/061-advance-standing-in-words.md).
 */
export function StandingSentence({
  record,
  className,
}: {
  record: TenancySentenceFigures;
  className?: string;
}) {
  const sentence = tenancyStandingSentence(record, today());
  if (!sentence) return null;
  return (
    <span data-testid="standing-sentence" className={cn('text-sm text-gray-700', className)}>
      {sentence}
    </span>
  );
}
