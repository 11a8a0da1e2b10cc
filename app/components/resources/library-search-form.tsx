import { Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { useLocalizedTo } from '~/languages/link'
import { NativeSelect } from '~/components/ui/native-select'

/**
 * The search box, and on a listing the category filter: a plain GET form, so
 * it works without JavaScript and from the keyboard; with JavaScript React
 * Router submits it as a client navigation.
 */
export function LibrarySearchForm(props: {
  action: string
  query: string
  categories?: Array<{ slug: string; title: string }>
  category?: string
  /** Kept across a search on the events listing. */
  when?: 'past'
}) {
  const { t } = useTranslation('library')
  const filtering = props.categories !== undefined
  const localize = useLocalizedTo()
  return (
    <Form
      method="get"
      action={localize(props.action)}
      role="search"
      aria-label={t('search.label')}
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor="library-q" className="text-sm font-medium">
          {t('search.label')}
        </label>
        <Input
          id="library-q"
          type="search"
          name="q"
          defaultValue={props.query}
          placeholder={t('search.placeholder')}
          maxLength={200}
        />
      </div>
      {filtering ? (
        <div className="flex flex-col gap-1.5 sm:w-56">
          <label htmlFor="library-category" className="text-sm font-medium">
            {t('filter.category')}
          </label>
          <NativeSelect id="library-category" name="category" defaultValue={props.category ?? ''}>
            <option value="">{t('filter.allCategories')}</option>
            {props.categories!.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.title}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      {props.when ? <input type="hidden" name="when" value={props.when} /> : null}
      {/* Its id gives it the focus again after a search sent in the app (server-rendered-part.tsx). */}
      <Button type="submit" id="library-submit">
        <Search aria-hidden="true" />
        {filtering ? t('filter.apply') : t('search.submit')}
      </Button>
    </Form>
  )
}
