import * as Dialog from '@radix-ui/react-dialog'
import { Mail, MapPin, Phone, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** public-site §9: the map dialog is 400 px high at zoom 16. */
const MAP_ZOOM = 16

function mapUrl(address: string, embed: boolean) {
  const query = encodeURIComponent(address)
  return embed
    ? `https://maps.google.com/maps?q=${query}&z=${MAP_ZOOM}&output=embed`
    : `https://maps.google.com/maps?q=${query}&z=${MAP_ZOOM}`
}

/**
 * Mailbox, phone and address. The address opens a dialog with an embedded
 * map, which is loaded only then: no request to the map provider before a
 * visitor asks for it. Without JavaScript it is a plain link to the map.
 */
export function ContactInfoCard({ infoMailbox }: { infoMailbox: string }) {
  const { t } = useTranslation()
  const address = t('contact.info.addressValue')
  const [mapOpen, setMapOpen] = useState(false)
  const mapLink = useRef<HTMLAnchorElement>(null)
  return (
    <section aria-labelledby="contact-info-title" className="space-y-4 rounded-lg border p-6">
      <h2 id="contact-info-title" className="text-lg font-semibold">
        {t('contact.info.title')}
      </h2>
      <ul className="space-y-3 text-sm">
        <li className="flex gap-3">
          <Mail className="mt-0.5 text-primary" aria-hidden="true" />
          <div>
            <p className="font-medium">{t('contact.info.email')}</p>
            <div>
              <a
                className="text-primary underline-offset-4 hover:underline"
                href={`mailto:${infoMailbox}`}
              >
                {infoMailbox}
              </a>
            </div>
          </div>
        </li>
        <li className="flex gap-3">
          <Phone className="mt-0.5 text-primary" aria-hidden="true" />
          <div>
            <p className="font-medium">{t('contact.info.phone')}</p>
            <div>
              <a
                className="text-primary underline-offset-4 hover:underline"
                href={`tel:${t('contact.info.phoneValue').replace(/\s/g, '')}`}
              >
                {t('contact.info.phoneValue')}
              </a>
            </div>
          </div>
        </li>
        <li className="flex gap-3">
          <MapPin className="mt-0.5 text-primary" aria-hidden="true" />
          <div>
            <p className="font-medium">{t('contact.info.address')}</p>
            <div>
              <Dialog.Root open={mapOpen} onOpenChange={setMapOpen}>
                {/* A plain link to the map without JavaScript; with it, the dialog. Not a
                    Radix trigger: cancelling the link's navigation would also cancel the
                    trigger's own handler, and the dialog would never open. */}
                <a
                  ref={mapLink}
                  href={mapUrl(address, false)}
                  onClick={(event) => {
                    event.preventDefault()
                    setMapOpen(true)
                  }}
                  aria-haspopup="dialog"
                  className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {address}
                </a>
                <Dialog.Portal>
                  <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
                  <Dialog.Content
                    // Back to the address link on close, as a trigger would be.
                    onCloseAutoFocus={(event) => {
                      event.preventDefault()
                      mapLink.current?.focus()
                    }}
                    className="fixed top-1/2 left-1/2 z-50 w-[min(48rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-background p-4 shadow-lg"
                  >
                    <div className="mb-3 flex items-center justify-between gap-4">
                      <Dialog.Title className="font-semibold">
                        {t('contact.info.mapTitle')}
                      </Dialog.Title>
                      <Dialog.Close className="rounded-md p-1 hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none">
                        <X aria-hidden="true" />
                        <span className="sr-only">{t('contact.info.close')}</span>
                      </Dialog.Close>
                    </div>
                    <Dialog.Description className="sr-only">{address}</Dialog.Description>
                    <iframe
                      title={t('contact.info.mapTitle')}
                      src={mapUrl(address, true)}
                      height={400}
                      className="h-[400px] w-full rounded-md border-0"
                      referrerPolicy="no-referrer-when-downgrade"
                    />
                  </Dialog.Content>
                </Dialog.Portal>
              </Dialog.Root>
            </div>
          </div>
        </li>
      </ul>
    </section>
  )
}
