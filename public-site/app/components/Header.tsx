import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { scrollToAnchor } from '../lib/links.js';
import { useSettings } from '../lib/settings-context.js';
import { LogoMark, MenuIcon, TikTokIcon } from './icons.js';

export const NAV_LINKS = [
  { anchor: 'about', label: 'Über uns' },
  { anchor: 'schedule', label: 'Livestreams' },
  { anchor: 'creators', label: 'Creator' },
  { anchor: 'faq', label: 'FAQ' },
] as const;

const SCROLL_THRESHOLD_PX = 10;
const MENU_BREAKPOINT_PX = 768;
const MENU_OPEN_DELAY_AFTER_SCROLL_UP_MS = 500;

/**
 * Fixed header: logo to the top, anchor links (on other pages they lead to /#anchor), the join
 * button, a darker background after 10 px of scroll, and a full-screen menu on mobile.
 */
export function Header({ isHome }: { isHome: boolean }) {
  const settings = useSettings();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const openTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const closeMenu = useCallback(() => {
    window.clearTimeout(openTimer.current);
    setMenuOpen(false);
  }, []);

  useEffect(() => {
    document.body.classList.toggle('menu-open', menuOpen);
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        closeMenu();
        toggleRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !toggleRef.current?.contains(target)) closeMenu();
    };
    const wide = window.matchMedia(`(min-width: ${MENU_BREAKPOINT_PX}px)`);
    const onWide = () => wide.matches && closeMenu();
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      wide.removeEventListener('change', onWide);
    };
  }, [menuOpen, closeMenu]);

  useEffect(() => () => window.clearTimeout(openTimer.current), []);

  const toggleMenu = () => {
    if (menuOpen) return closeMenu();
    // Scrolled down: go back up first, then open 500 ms later, once the page has settled.
    if (window.scrollY > SCROLL_THRESHOLD_PX) {
      window.scrollTo({ top: 0, behavior: 'smooth' });
      openTimer.current = window.setTimeout(() => setMenuOpen(true), MENU_OPEN_DELAY_AFTER_SCROLL_UP_MS);
    } else {
      setMenuOpen(true);
    }
  };

  const onAnchorClick = (event: MouseEvent<HTMLAnchorElement>, anchor: string) => {
    if (!isHome) return; // the link's href (/#anchor) leads to the landing page
    event.preventDefault();
    closeMenu();
    scrollToAnchor(anchor);
  };

  const onLogoClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isHome) return;
    event.preventDefault();
    closeMenu();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const links = NAV_LINKS.map(({ anchor, label }) => (
    <a
      key={anchor}
      href={isHome ? `#${anchor}` : `/#${anchor}`}
      onClick={(event) => onAnchorClick(event, anchor)}
    >
      {label}
    </a>
  ));

  return (
    <header className={`site-header${scrolled || menuOpen ? ' site-header--scrolled' : ''}`}>
      <div className="container site-header__inner">
        <a className="logo" href="/" onClick={onLogoClick} aria-label={`${settings.name} – zum Seitenanfang`}>
          <LogoMark />
          <span className="logo__text">{settings.alternateName || settings.name}</span>
        </a>
        <nav className="site-nav" aria-label="Hauptnavigation">
          {links}
        </nav>
        <div className="site-header__actions">
          <a className="button button--primary button--small site-header__join" href={settings.links.join}>
            <TikTokIcon />
            Jetzt beitreten
          </a>
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Menü schließen' : 'Menü öffnen'}
            onClick={toggleMenu}
          >
            <MenuIcon open={menuOpen} />
          </button>
        </div>
      </div>
      <div
        ref={menuRef}
        id="mobile-menu"
        className={`mobile-menu${menuOpen ? ' mobile-menu--open' : ''}`}
        hidden={!menuOpen}
      >
        <nav className="mobile-menu__nav" aria-label="Mobile Navigation">
          {links}
          <a href={isHome ? '#apply' : '/#apply'} onClick={(event) => onAnchorClick(event, 'apply')}>
            Bewerben
          </a>
        </nav>
        <a className="button button--primary mobile-menu__join" href={settings.links.join}>
          <TikTokIcon />
          Jetzt beitreten
        </a>
      </div>
    </header>
  );
}
