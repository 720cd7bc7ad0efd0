import type { ReactNode } from 'react';

/** One label and its value in a record's details list (`<dl>`). */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="break-words text-sm font-medium text-gray-900">{children}</dd>
    </div>
  );
}
