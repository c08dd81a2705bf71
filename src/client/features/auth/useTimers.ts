import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Goes to `to` after `ms`, unless `to` is null or the screen is left first. */
export function useRedirectAfter(to: string | null, ms: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return;
    const timer = setTimeout(() => void navigate(to, { replace: true }), ms);
    return () => clearTimeout(timer);
  }, [to, ms, navigate]);
}

/**
 * Runs `run` once per mounted screen. One-time codes and link tokens are spent by the first
 * call, so StrictMode's second effect pass must not call the server again.
 */
export function useRunOnce(run: () => void): void {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, []);
}
