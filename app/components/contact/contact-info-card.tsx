import { Mail, MapPin, Phone } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useOnDemand } from '~/utils/use-on-demand'
import 'virtual:copy/contact'

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
  // The dialog's code (Radix Dialog, about 13 kB) on the first pointer, focus or click.
  const mapDialog = useOnDemand(
    () => import('./map-dialog'),
    (module) => module.MapDialog,
  )
  const MapDialog = mapDialog.state
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
              {/* A plain link to the map without JavaScript; with it, the dialog, whose
                  code comes on the first pointer or focus here (decision 074). If that code
                  cannot be fetched, the click follows the link after all. */}
              <a
                ref={mapLink}
                href={mapUrl(address, false)}
                onPointerEnter={mapDialog.prefetch}
                onFocus={mapDialog.prefetch}
                onClick={(event) => {
                  event.preventDefault()
                  mapDialog.request().then(
                    () => setMapOpen(true),
                    () => window.location.assign(mapUrl(address, false)),
                  )
                }}
                aria-haspopup="dialog"
                className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
              >
                {address}
              </a>
              {MapDialog ? (
                <MapDialog
                  open={mapOpen}
                  onOpenChange={setMapOpen}
                  address={address}
                  embedUrl={mapUrl(address, true)}
                  returnFocusTo={mapLink}
                />
              ) : null}
            </div>
          </div>
        </li>
      </ul>
    </section>
  )
}
