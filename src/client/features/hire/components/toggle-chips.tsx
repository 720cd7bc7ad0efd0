/** How one choice in a row of toggles looks (its radio or checkbox hidden in the label): blue while checked. */
export const TOGGLE_CHIP_CLASS = [
  'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
  'has-checked:border-blue-700 has-checked:bg-blue-700 has-checked:text-white',
  'has-focus-visible:ring-2 has-focus-visible:ring-blue-600 has-focus-visible:ring-offset-2',
].join(' ');

/** The error under a row of toggles; the fieldset names it by `id` in aria-describedby. */
export function ToggleChipsError({ id, error }: { id: string; error: string }) {
  return (
    <p id={id} className="text-sm text-red-700">
      {error}
    </p>
  );
}
