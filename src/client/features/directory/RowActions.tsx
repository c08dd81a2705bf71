import { useEffect, useRef } from 'react';

interface Props {
  /** Names the entry in the buttons' accessible names: "Edit Maple Court". */
  name: string;
  /** True once this row's editor has closed: the keyboard resumes on Edit. */
  returnFocus: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A row's Edit and Delete. */
export function RowActions({ name, returnFocus, onEdit, onDelete }: Props) {
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (returnFocus) editButton.current?.focus();
  }, [returnFocus]);
  return (
    <div className="directory-actions">
      <button ref={editButton} type="button" className="btn" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </button>
      <button type="button" className="btn directory-delete" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </button>
    </div>
  );
}
