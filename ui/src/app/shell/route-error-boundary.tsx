import { Component } from 'react';
import type { ReactNode } from 'react';
import { RouteErrorScreen } from './route-error.screen.tsx';

interface Props {
  /** The route path shown: an error is forgotten once the visitor goes to another path. */
  readonly path: string;
  readonly children: ReactNode;
}

interface State {
  /** The error, and the path it happened on (null until the next render knows it). */
  readonly failure: { readonly error: unknown; readonly path: string | null } | null;
}

/**
 * Shows RouteErrorScreen instead of the page when a route cannot render (a chunk that failed to download, a
 * bug), until the visitor goes to another route (« Retour à l'accueil »).
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error, path: null } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failure === null) return null;
    if (state.failure.path === null) return { failure: { ...state.failure, path: props.path } };
    return state.failure.path === props.path ? null : { failure: null };
  }

  override render() {
    return this.state.failure === null ? (
      this.props.children
    ) : (
      <RouteErrorScreen error={this.state.failure.error} />
    );
  }
}
