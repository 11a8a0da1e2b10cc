import { LogoLink } from './logo-link'

/** What shows when the navigation bar fails to render: the logo only (public-site §2). */
export function MinimalHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b bg-background">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
        <LogoLink />
      </div>
    </header>
  )
}
