import type { Page } from "@playwright/test";

// Which parts of a page React draws again, read the way React's developer tools read it: React tells a
// global hook each time it commits, and a component drawn again (not mounted) carries React's
// "performed work" flag. The hook here is a stand-in that keeps, for each component drawn again in any
// commit, the first element it draws. Works on the production build: the hook and the flags are React's own.

declare global {
  interface Window {
    /** The first element of every component drawn again, in commit order; emptied by the test as it likes. */
    redrawn: Element[];
    commits: number;
  }
}

/** Records, from the page's first script, the elements of every component React draws again. */
export async function recordRedraws(page: Page) {
  await page.addInitScript(() => {
    interface Fiber {
      tag: number;
      flags: number;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      stateNode: unknown;
    }
    // React's fiber tags for components that run code (function, forwardRef, memo, simple memo), and for an
    // element; its flag for a component that rendered in this commit.
    const components = new Set([0, 11, 14, 15]);
    const element = 5;
    const performedWork = 1;
    window.redrawn = [];
    window.commits = 0;
    const visit = (fiber: Fiber) => {
      const before = fiber.alternate;
      if (before && components.has(fiber.tag) && fiber.flags & performedWork) {
        let host = fiber.child;
        while (host && host.tag !== element) host = host.child;
        if (host) window.redrawn.push(host.stateNode as Element);
      }
      // A subtree React skipped keeps the same children: nothing in it was drawn.
      if (before && before.child === fiber.child) return;
      for (let child = fiber.child; child; child = child.sibling) visit(child);
    };
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
          window.commits += 1;
          visit(root.current);
        },
        onPostCommitFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
      },
    });
  });
}

/**
 * The fields of a form drawn again since the page loaded (or since `window.redrawn` was emptied): each
 * component whose first element sits inside the form and holds one of its controls, named by the control's
 * label. The form's own component, whose first element is the form, is not one.
 */
export function redrawnFields(page: Page, formName: string): Promise<string[]> {
  return page.evaluate((name) => {
    const form = document.querySelector(`form[aria-label="${name}"]`);
    if (!form) throw new Error(`no form named ${name}`);
    const controls = "input:not([type=hidden]), select, textarea";
    const fields = window.redrawn.flatMap((drawn) => {
      if (drawn === form || !form.contains(drawn)) return [];
      const control = drawn.matches(controls) ? drawn : drawn.querySelector(controls);
      if (!control) return [];
      const label = control.id ? form.querySelector(`label[for="${control.id}"]`)?.textContent : null;
      return [label?.replace(/\s*\*$/, "") ?? control.getAttribute("name") ?? control.tagName];
    });
    return [...new Set(fields)];
  }, formName);
}
