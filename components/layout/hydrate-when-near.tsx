"use client";

import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";

// A part of a page far below the first screen (the property page's forms) whose code the browser fetches
// when the visitor comes near it rather than with the page, so a phone does not download and run it
// before showing the page. Until then the part stays as the server drew it, and works as drawn: a form
// posts to its server action, as without JavaScript, and what is typed is kept (keep-typed-before-hydration).
// React leaves a Suspense boundary whose code is still loading as the server drew it, and hydrates it
// when the code arrives.

/** How far below (or above) the screen the part's code starts loading: about a screen and a half. */
const NEAR = "1200px";

/**
 * The component `load` gives, drawn by the server with the page and hydrated in the browser once its
 * place comes within NEAR of the screen, or is focused or touched first.
 */
export function hydrateWhenNear<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let begin = () => {};
  const near = new Promise<void>((resolve) => (begin = resolve));
  const Part = lazy(async () => ({ default: await (typeof window === "undefined" ? load() : near.then(load)) }));

  function WhenNear(props: P) {
    const place = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = place.current;
      if (!element) return;
      // Drawn in the browser (not hydrated): nothing to show until the code is there, so it loads now.
      if (!element.firstChild) return begin();
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && begin(), {
        rootMargin: `${NEAR} 0px`,
      });
      observer.observe(element);
      element.addEventListener("focusin", begin);
      element.addEventListener("pointerdown", begin);
      return () => {
        observer.disconnect();
        element.removeEventListener("focusin", begin);
        element.removeEventListener("pointerdown", begin);
      };
    }, []);
    return (
      <div ref={place}>
        <Suspense>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  WhenNear.displayName = "WhenNear";
  return WhenNear;
}
