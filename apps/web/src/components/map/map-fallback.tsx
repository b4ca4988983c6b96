'use client';

import { MapPinOff } from 'lucide-react';
import { Component, type ReactNode } from 'react';

export function MapUnavailable({ message }: { message: string }) {
  return (
    <div
      role="status"
      className="flex size-full flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-border-strong bg-surface-2 p-6 text-center text-sm text-muted"
    >
      <MapPinOff className="size-8" aria-hidden />
      {message}
    </div>
  );
}

/** A map that fails (its code did not load, the browser lacks something) says so and leaves the page working. */
export class MapErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Map failed', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
