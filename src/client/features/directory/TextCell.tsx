/** A cell of plain text, whole in its tooltip when the column cuts it short; a quiet dash when unset. */
export function TextCell({ value, className }: { value: string | null; className?: string }) {
  if (!value)
    return (
      <td className={className}>
        <span className="muted" aria-label="Not set">
          —
        </span>
      </td>
    );
  return (
    <td className={className} title={value}>
      {value}
    </td>
  );
}
