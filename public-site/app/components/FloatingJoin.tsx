import { useEffect, useState } from 'react';
import { useSettings } from '../lib/settings-context.js';
import { TikTokIcon } from './icons.js';

/** Fields that open the phone's keyboard: the floating button would sit over them. */
const TYPING_FIELD = 'input:not([type="checkbox"]):not([type="radio"]), textarea, select';

/** Whether the hero's own join button has scrolled up out of view. */
function useHeroJoinScrolledAway(): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const heroJoin = document.querySelector('#hero .hero__join');
    if (!heroJoin) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setAway(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(heroJoin);
    return () => observer.disconnect();
  }, []);
  return away;
}

/**
 * Whether a form of the page is on screen. The button would cover its last fields or its submit
 * button, and tapping that button moves the focus off the field, which would bring the floating
 * button back over it in the middle of the tap.
 */
function useFormInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const forms = document.querySelectorAll('main form');
    if (forms.length === 0) return;
    const onScreen = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target);
        else onScreen.delete(entry.target);
      }
      setInView(onScreen.size > 0);
    });
    forms.forEach((form) => observer.observe(form));
    return () => observer.disconnect();
  }, []);
  return inView;
}

/** Whether a field that takes typing has the focus. */
function useTypingFieldFocused(): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const update = () => setFocused(document.activeElement?.matches(TYPING_FIELD) ?? false);
    // On focusout the focus has not moved yet: read it once the event is over.
    const afterBlur = () => queueMicrotask(update);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', afterBlur);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', afterBlur);
    };
  }, []);
  return focused;
}

/**
 * The floating join button of small screens (hidden from 768 px by CSS), on the landing page only:
 * it appears once the hero's own join button has scrolled away and steps aside while a form is on
 * screen or a field has the focus, so it never covers a field, the form's own button or the
 * keyboard.
 */
export function FloatingJoin() {
  const settings = useSettings();
  const heroJoinAway = useHeroJoinScrolledAway();
  const formInView = useFormInView();
  const typing = useTypingFieldFocused();
  const shown = heroJoinAway && !formInView && !typing;
  return (
    <a
      className={`floating-join button button--primary${shown ? ' floating-join--shown' : ''}`}
      href={settings.links.join}
    >
      <TikTokIcon />
      Jetzt beitreten
    </a>
  );
}
