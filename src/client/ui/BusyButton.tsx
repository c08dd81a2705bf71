import type { ButtonHTMLAttributes } from 'react';
import './Form.css';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
  /** What the button says while its request runs, e.g. "Logging in...". */
  busyLabel: string;
}

/** A button that cannot be pressed twice while its request runs, and says so. */
export function BusyButton({ busy, busyLabel, children, disabled, className = 'btn btn-primary', ...button }: Props) {
  return (
    <button className={className} disabled={busy || disabled} aria-busy={busy || undefined} {...button}>
      {busy ? busyLabel : children}
    </button>
  );
}
