import { SkeletonBars } from '../components/ui/skeleton';

/** Shown while a screen's code or the profile loads. */
export function PageLoading() {
  return (
    <div className="mx-auto w-full max-w-3xl p-4 sm:p-6">
      <SkeletonBars count={4} />
    </div>
  );
}
