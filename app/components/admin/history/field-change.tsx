import { useTranslation } from 'react-i18next'
import type { ReadableChange } from '~/admin/history/readable-history.server'

const removed = 'rounded bg-destructive/10 px-0.5 text-destructive line-through decoration-1'
const added = 'rounded bg-primary/15 px-0.5 font-medium text-foreground no-underline'

/** One field a save changed: its label, then the words removed and added, or both values. */
export function FieldChange({ change }: { change: ReadableChange }) {
  const { t } = useTranslation()
  const empty = <span className="text-muted-foreground italic">{t('admin.history.empty')}</span>
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium">{change.label}</dt>
      <dd className="min-w-0 break-words whitespace-pre-wrap">
        {change.words ? (
          <p data-testid="word-diff">
            {change.words.map((segment, index) =>
              segment.kind === 'same' ? (
                <span key={index}>{segment.text}</span>
              ) : segment.kind === 'removed' ? (
                <del key={index} className={removed}>
                  <span className="sr-only">{t('admin.history.removedWords')} </span>
                  {segment.text}
                </del>
              ) : (
                <ins key={index} className={added}>
                  <span className="sr-only">{t('admin.history.addedWords')} </span>
                  {segment.text}
                </ins>
              ),
            )}
          </p>
        ) : (
          <p className="flex flex-wrap items-baseline gap-x-2">
            <del className={removed}>
              <span className="sr-only">{t('admin.history.before')} </span>
              {change.before || empty}
            </del>
            <span aria-hidden="true">→</span>
            <ins className={added}>
              <span className="sr-only">{t('admin.history.after')} </span>
              {change.after || empty}
            </ins>
          </p>
        )}
      </dd>
    </div>
  )
}
