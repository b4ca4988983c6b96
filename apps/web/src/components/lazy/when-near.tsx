'use client';

import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react';

/** How far below the screen a part starts loading: a flick of the thumb, so it is there when it scrolls in. */
const NEAR = '400px';

/**
 * A part of a page whose code is fetched only when it comes near the screen, or when the pointer reaches its
 * placeholder (decision 024): a phone that never scrolls to the contact form or the mortgage calculator does not
 * download them. Until then `placeholder` stands in, sized like the part so nothing jumps when it arrives.
 */
export function whenNear<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P & { placeholder: ReactNode }> {
  const Lazy = lazy(load);
  return function WhenNear({ placeholder, ...props }: P & { placeholder: ReactNode }) {
    const [wanted, setWanted] = useState(false);
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = box.current;
      if (wanted || !element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
        },
        { rootMargin: `${NEAR} 0px` },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [wanted]);
    if (wanted)
      return (
        <Suspense fallback={placeholder}>
          <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
        </Suspense>
      );
    return (
      <div ref={box} onPointerEnter={() => setWanted(true)}>
        {placeholder}
      </div>
    );
  };
}
