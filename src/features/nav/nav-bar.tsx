import { type NamedUser, navGreetingName } from "@domain/user/display-name";
import { Link, useLocation } from "wouter";
import { MORE_SECTIONS, PRIMARY_SECTIONS, type Section } from "@/lib/sections";
import type { Theme } from "@/lib/theme/theme";
import { tapTarget } from "@/ui/field";
import { Menu, MenuItem } from "@/ui/menu";
import { ThemeMenu } from "@/ui/theme-menu";

interface NavBarProps {
  user: (NamedUser & { profileImageUrl?: string | null }) | null;
  onLogout: () => void;
  onThemeChange?: (theme: Theme) => void;
}

function SectionLink({ section, active }: { section: Section; active: boolean }) {
  return (
    <Link
      href={section.path}
      aria-current={active ? "page" : undefined}
      className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-lg px-2 py-2 text-sm sm:px-3 font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
        active
          ? "bg-brand-50 text-brand-700 dark:bg-brand-700/20 dark:text-brand-500"
          : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      }`}
    >
      {section.label}
    </Link>
  );
}

function MoreMenu({ current, onLogout, up = false }: { current: string; onLogout: () => void; up?: boolean }) {
  const [, navigate] = useLocation();
  return (
    <Menu
      label="More"
      trigger={
        <>
          More <span aria-hidden="true">▾</span>
        </>
      }
      up={up}
    >
      {(close) => (
        <>
          {MORE_SECTIONS.map((section) => (
            <MenuItem
              key={section.id}
              current={current === section.path}
              onSelect={() => {
                close();
                navigate(section.path);
              }}
            >
              {section.label}
            </MenuItem>
          ))}
          <MenuItem
            onSelect={() => {
              close();
              onLogout();
            }}
          >
            Logout
          </MenuItem>
        </>
      )}
    </Menu>
  );
}

/**
 * Navigation bar: brand, primary sections inline on desktop and in a
 * row under the header on phones, both with the More menu; theme menu; greeting.
 */
export function NavBar({ user, onLogout, onThemeChange }: NavBarProps) {
  const [location] = useLocation();
  const sectionLinks = PRIMARY_SECTIONS.map((section) => (
    <SectionLink key={section.id} section={section} active={location === section.path} />
  ));
  return (
    <header className="border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-3">
        <Link href="/" className={`${tapTarget} text-xl font-extrabold tracking-tight text-brand-600`}>
          Proteo
        </Link>
        <nav aria-label="Sections" className="hidden items-center gap-1 md:flex">
          {sectionLinks}
          <MoreMenu current={location} onLogout={onLogout} />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeMenu onChange={onThemeChange} />
          <span className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            {user?.profileImageUrl && (
              <img src={user.profileImageUrl} alt="" className="size-8 rounded-full object-cover" />
            )}
            <span className="max-w-40 truncate">{`Welcome, ${navGreetingName(user)}`}</span>
          </span>
        </div>
      </div>
      {/* The links may scroll sideways on a narrow phone; More stays pinned at the end, so it
          is always on screen (and its list is portalled, out of the strip's clipping). */}
      <nav
        aria-label="Sections (mobile)"
        className="flex items-center gap-0.5 border-t border-slate-100 px-1 py-1 md:hidden dark:border-slate-800"
      >
        <div className="flex min-w-0 flex-1 items-center gap-0.5 overflow-x-auto">{sectionLinks}</div>
        <div className="shrink-0">
          <MoreMenu current={location} onLogout={onLogout} />
        </div>
      </nav>
    </header>
  );
}
