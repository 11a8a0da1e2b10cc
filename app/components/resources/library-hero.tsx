/** The heading band of the library pages. */
export function LibraryHero({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <section className="bg-secondary px-4 py-14 text-center sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-balance">{title}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-secondary-foreground">{subtitle}</p>
    </section>
  )
}
