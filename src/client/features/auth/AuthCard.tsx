import type { ReactNode } from 'react';
import { usePageTitle } from '../../ui/PageTitle';
import './AuthScreens.css';

/** The centred card every sign-in, registration and verification screen sits in. */
export function AuthCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="auth-screen">
      <section className="card auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {lead && <p className="muted auth-lead">{lead}</p>}
        {children}
      </section>
    </div>
  );
}
