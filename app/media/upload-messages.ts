import { i18n } from '~/i18n'

/** What an upload of the wrong type or size is told, per kind of file (the API and the library page). */
export const uploadMessages = () => ({
  type: i18n.t('admin.api.uploadType'),
  pdf: {
    type: i18n.t('admin.resources.pdfFile.type'),
    size: i18n.t('admin.resources.pdfFile.size'),
  },
  image: {
    type: i18n.t('admin.resources.imageFile.type'),
    size: i18n.t('admin.resources.imageFile.size'),
  },
  caption: {
    type: i18n.t('admin.media.captionFile.type'),
    size: i18n.t('admin.media.captionFile.size'),
  },
})
