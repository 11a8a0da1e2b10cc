import { Component, type ReactNode } from 'react'

/**
 * Shows `fallback` instead of children that failed, typically a lazily loaded
 * part whose code could not be fetched. Without it the failure reaches the
 * nearest route error page, or, for parts of the root layout (the toaster),
 * unmounts the whole page: a form being filled in included.
 */
export class LoadFailureBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error('A part of the page could not be loaded', error)
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
