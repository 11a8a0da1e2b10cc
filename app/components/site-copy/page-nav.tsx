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

/** The site-copy editor's list of pages, by their names in words: the pages, then what every page shares. */
export function SiteCopyPageNav(props: { pages: PageItem[]; current: string; language: string }) {
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
  const label = (name: string) => {
    const key = `admin.siteCopy.pageNames.${name.replace(' › ', '.')}`
    return t(key, { defaultValue: name })
  }
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
                  {label(item.name)}
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
