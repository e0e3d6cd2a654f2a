import { describe, expect, it } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

describe('the error boundary of the routes', () => {
  const error = new Error('chunk');
  const props = (path: string) => ({ path, children: null });

  it('keeps the error on the path where it happened', () => {
    const failed = { failure: { error, path: null }, ...RouteErrorBoundary.getDerivedStateFromError(error) };
    const pinned = RouteErrorBoundary.getDerivedStateFromProps(props('/register'), failed);
    expect(pinned).toEqual({ failure: { error, path: '/register' } });
    expect(
      RouteErrorBoundary.getDerivedStateFromProps(props('/register'), {
        failure: { error, path: '/register' },
      }),
    ).toBeNull();
  });

  it('forgets it once the visitor goes to another path', () => {
    expect(
      RouteErrorBoundary.getDerivedStateFromProps(props('/'), { failure: { error, path: '/register' } }),
    ).toEqual({ failure: null });
    expect(RouteErrorBoundary.getDerivedStateFromProps(props('/'), { failure: null })).toBeNull();
  });
});
