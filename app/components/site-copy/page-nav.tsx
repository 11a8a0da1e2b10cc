import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** The pages in the site's own order (its menu's), not the files' alphabetical one. */
const siteOrder = ['home', 'about', 'platform', 'solutions', 'pricing', 'compliance', 'library']
/** Where a page stands in that order; the others (privacy, terms) after, as the files list them. */
function rank(name: string) {
  const at = siteOrder.indexOf(name)
  return at === -1 ? siteOrder.length : at
}

interface PageItem {
  /** The catalogue's name: a page's file ("pricing") or a shared piece ("common › footer"). */
  name: string
  pending: number
}

type PageNavProps = { pages: PageItem[]; current: string; language: string }

/**
 * The site-copy editor's list of pages. Beside the editor from 768 px; on a phone it would push
 * the editor a screen and a half down, so there it folds into a disclosure naming the page shown
 * (a native <details>: it opens without JavaScript). Only one of the two is displayed at a width.
 */
export function SiteCopyPageNav(props: PageNavProps) {
  const { t } = useTranslation()
  const current = props.current ? pageLabel(t, props.current) : ''
  return (
    <div>
      <details className="rounded-md border md:hidden">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
          {t('admin.siteCopy.pages')}
          {current ? ` · ${current}` : ''}
        </summary>
        <div className="border-t p-2">
          <PageList {...props} />
        </div>
      </details>
      <div className="hidden md:block">
        <PageList {...props} />
      </div>
    </div>
  )
}

/** A page's name in words ("Pricing", "Footer"), or its catalogue name when it has none. */
function pageLabel(t: TFunction, name: string) {
  const key = `admin.siteCopy.pageNames.${name.replace(' › ', '.')}`
  return t(key, { defaultValue: name })
}

/** The pages by their names in words: the pages, then what every page shares. */
function PageList(props: PageNavProps) {
  const { t } = useTranslation()
  const groups = [
    {
      key: 'pages',
      items: props.pages
        .filter((item) => !item.name.includes(' › '))
        .sort((a, b) => rank(a.name) - rank(b.name)),
    },
    { key: 'shared', items: props.pages.filter((item) => item.name.includes(' › ')) },
  ]
  return (
    <nav aria-label={t('admin.siteCopy.pages')} className="space-y-4">
      {groups.map((group) => (
        <div key={group.key}>
          <h2 className="px-2 text-xs font-medium text-muted-foreground uppercase">
            {t(`admin.siteCopy.pageGroups.${group.key}`)}
          </h2>
          <ul className="mt-1 space-y-1 text-sm">
            {group.items.map((item) => (
              <li key={item.name}>
                <Link
                  to={`?lang=${props.language}&page=${encodeURIComponent(item.name)}`}
                  aria-current={item.name === props.current ? 'page' : undefined}
                  className="block rounded px-2 py-1 hover:bg-muted aria-[current=page]:font-semibold"
                >
                  {pageLabel(t, item.name)}
                  {item.pending
                    ? ` · ${t('admin.siteCopy.pendingCount', { count: item.pending })}`
                    : ''}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
