import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSessionActor } from '../../session/SessionProvider';
import { Banner } from '../../ui/Banner';
import { memberError, NO_TOKEN_MESSAGE, type MemberErrorKind } from './messages';

interface BannerEntry {
  id: number;
  title: string;
  detail: string;
}

interface Reporter {
  /** A banner with SPEC.md's title and "Failed to …: reason" detail. */
  report: (kind: MemberErrorKind, error: unknown) => void;
  /** A banner whose texts come ready-made (the shared e-mail list sends its own). */
  show: (title: string, detail: string) => void;
  /** False, after saying so and logging out, when the session has no token for a review toggle. */
  hasToken: () => boolean;
}

const ReporterContext = createContext<Reporter | null>(null);
const BannersContext = createContext<{ banners: BannerEntry[]; dismiss: (id: number) => void }>({ banners: [], dismiss: () => undefined });

export function useMemberErrors(): Reporter {
  const reporter = useContext(ReporterContext);
  if (!reporter) throw new Error('useMemberErrors must be used inside <MemberBannersProvider>');
  return reporter;
}

let nextId = 1;

/** The screen's closable error banners, newest last; the same message twice shows once. */
export function MemberBannersProvider({ children }: { children: ReactNode }) {
  const [banners, setBanners] = useState<BannerEntry[]>([]);
  const session = useSessionActor();
  const show = useCallback((title: string, detail: string) => {
    setBanners((list) => (list.some((b) => b.title === title && b.detail === detail) ? list : [...list, { id: nextId++, title, detail }]));
  }, []);
  const reporter = useMemo<Reporter>(
    () => ({
      show,
      report: (kind, error) => {
        const { title, detail } = memberError(kind, error);
        show(title, detail);
      },
      hasToken: () => {
        if (session.getSnapshot().context.token) return true;
        show(NO_TOKEN_MESSAGE, '');
        session.send({ type: 'signedOut' });
        return false;
      },
    }),
    [show, session],
  );
  const dismiss = useCallback((id: number) => setBanners((list) => list.filter((b) => b.id !== id)), []);
  const shown = useMemo(() => ({ banners, dismiss }), [banners, dismiss]);
  return (
    <ReporterContext.Provider value={reporter}>
      <BannersContext.Provider value={shown}>{children}</BannersContext.Provider>
    </ReporterContext.Provider>
  );
}

/** The banners themselves, wherever the screen places them. */
export function MemberBannerStack() {
  const { banners, dismiss } = useContext(BannersContext);
  if (banners.length === 0) return null;
  return (
    <div className="members-banners">
      {banners.map((banner) => (
        <Banner key={banner.id} tone="error" title={banner.title} onClose={() => dismiss(banner.id)} closeLabel={`Dismiss: ${banner.title}`}>
          {banner.detail && <p>{banner.detail}</p>}
        </Banner>
      ))}
    </div>
  );
}
