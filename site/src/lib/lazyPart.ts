// A part of an island in a chunk of its own, loaded when first asked for (`load`), and drawn with
// `usePart` inside a <Suspense> boundary. Unlike React's `lazy`, a part already loaded is drawn at
// once, in the same render: its promise is marked settled (`status`, `value`, as React's `use`
// reads a promise it has seen settle), so hydrating a part loaded beforehand, or showing one that
// was fetched while the visitor waited for something else, never draws the fallback in between.
import { use } from 'react';
import { loadPartMessages, type Messages } from './messages/catalog';

export interface LazyPart<Module> {
  /** Starts loading the part, once; resolves with its module. */
  load(): Promise<Module>;
  /** The part's module once it has loaded. */
  loaded(): Module | undefined;
}

export function lazyPart<Module>(importer: () => Promise<Module>): LazyPart<Module> {
  let loading: Promise<Module> | null = null;
  let module: Module | undefined;
  return {
    loaded: () => module,
    load() {
      if (!loading) {
        const promise = importer();
        void promise.then(
          (value) => {
            module = value;
            Object.assign(promise, { status: 'fulfilled', value });
          },
          (reason: unknown) => {
            Object.assign(promise, { status: 'rejected', reason });
            loading = null; // asked for again, it is fetched again
          },
        );
        loading = promise;
      }
      return loading;
    },
  };
}

/** The part's module: at once when loaded, else after suspending until it is. */
export function usePart<Module>(part: LazyPart<Module>): Module {
  return use(part.load());
}

/**
 * A part with its messages (`virtual:island-messages/<Island>/<module>`), both loaded in the
 * page's language before the part is drawn.
 */
export function lazyPartWithMessages<Module>(importer: () => Promise<Module>, messages: Messages): LazyPart<Module> {
  return lazyPart(async () => {
    const [module] = await Promise.all([importer(), loadPartMessages(messages)]);
    return module;
  });
}
