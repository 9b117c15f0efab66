import type { ReactNode } from 'react';

/** The signed-out pages' card: the brand, a title and the page's form or message. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="auth">
      <div className="auth-card">
        <div className="brand brand-large">
          <span className="brand-mark" aria-hidden="true">
            T
          </span>
          <span>Tandem</span>
        </div>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  );
}
