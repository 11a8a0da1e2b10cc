/**
 * The author's photo over their initial (server markup, decision 158): a
 * missing photo leaves the initial; one that fails to load is drawn as
 * nothing (its alt text is empty), so the initial shows through.
 */
export function TestimonialAvatar({ src, author }: { src: string | null; author: string }) {
  return (
    <span className="relative flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary font-semibold text-secondary-foreground">
      <span aria-hidden="true">{author.trim().charAt(0).toUpperCase()}</span>
      {src && (
        <img
          src={src}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </span>
  )
}
