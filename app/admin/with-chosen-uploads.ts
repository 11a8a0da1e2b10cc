/**
 * For the browser's check only: a chosen file stands for its URL, which the
 * server fills in once it has stored the file (before validating the same schema).
 */
export function withChosenUploads(formData: FormData) {
  const copy = new FormData()
  for (const [key, value] of formData) copy.append(key, value)
  for (const [file, field] of [
    ['pdfFile', 'pdfUrl'],
    ['imageFile', 'imageSrc'],
  ]) {
    const chosen = copy.get(file!)
    if (chosen instanceof File && chosen.size > 0 && !String(copy.get(field!) ?? '').trim())
      copy.set(field!, `/uploads/${encodeURIComponent(chosen.name)}`)
  }
  return copy
}
