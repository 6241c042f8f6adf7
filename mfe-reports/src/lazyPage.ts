/**
 * A page of this remote loaded on demand (docs/product.md "First load"). Like `React.lazy`, but
 * `preload()` loads it ahead of its first render (the shell waits for it on a tab's first route),
 * and a page whose code has loaded renders at once instead of suspending: React holds back what
 * a Suspense boundary reveals within 300 ms of its last fallback.
 */
import { createElement, lazy, type ComponentType } from 'react';

/** A page component with `preload()`, which starts loading its code (once) and resolves once it has loaded. */
export type LazyPage = ComponentType & { preload: () => Promise<ComponentType> };

/** The page that `load` resolves to, loaded on demand or by `preload()`; a failed load is thrown to the error boundary. */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= load().then((page) => (loaded = page)));
  const Suspending = lazy(() => preload().then((page) => ({ default: page })));
  return Object.assign(() => createElement(loaded ?? Suspending), { preload });
}
