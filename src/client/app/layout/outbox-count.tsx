import { CloudUpload, type LucideIcon, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { routes } from '../../../shared/paths';
import { useOutboxCounts } from '../../lib/offline/outbox';
import { OUTBOX_TEXTS } from '../../lib/offline/outbox-texts';

/**
 * The top bar's count of the signed-in user's records not yet sent (docs/offline.md §3): '3 waiting
 * to send', '1 needs attention' (in red), opening the outbox. On a phone only the icons and numbers
 * show, with the words as the link's name. Nothing while the outbox is empty.
 */
export function OutboxCount() {
  const { waiting, attention } = useOutboxCounts();
  if (waiting === 0 && attention === 0) return null;
  const texts = [
    waiting > 0 ? OUTBOX_TEXTS.waitingCount(waiting) : null,
    attention > 0 ? OUTBOX_TEXTS.attentionCount(attention) : null,
  ].filter((text): text is string => text !== null);
  return (
    <Link
      to={routes.outbox}
      aria-label={texts.join(', ')}
      title={texts.join(', ')}
      data-testid="outbox-count"
      className="flex min-h-10 shrink-0 items-center gap-2 rounded-md px-2 text-sm font-medium hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
    >
      {waiting > 0 ? (
        <CountPart
          icon={CloudUpload}
          count={waiting}
          text={OUTBOX_TEXTS.waitingCount(waiting)}
          tone="text-amber-900"
        />
      ) : null}
      {attention > 0 ? (
        <CountPart
          icon={TriangleAlert}
          count={attention}
          text={OUTBOX_TEXTS.attentionCount(attention)}
          tone="text-red-700"
        />
      ) : null}
    </Link>
  );
}

/** One state's icon with its number on a phone and its words from `sm` up. */
function CountPart({
  icon: Icon,
  count,
  text,
  tone,
}: {
  icon: LucideIcon;
  count: number;
  text: string;
  tone: string;
}) {
  return (
    <span className={`flex items-center gap-1 ${tone}`}>
      <Icon className="size-5" aria-hidden="true" />
      <span aria-hidden="true" className="sm:hidden">
        {count}
      </span>
      <span aria-hidden="true" className="hidden sm:inline">
        {text}
      </span>
    </span>
  );
}
