/** The public contact form, as browser tests fill it. */
import type { Page } from 'playwright-core'

export const contactForm = (page: Page) => page.locator('form#contact-form')

export interface ContactValues {
  firstName: string
  lastName: string
  email: string
  company: string
  message: string
}

const ada: ContactValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Health',
  message: 'We would like to see the virtual ward pathway.',
}

/** Fills every required field (Ada Lovelace unless told otherwise) and accepts the policy. */
export async function fillContactForm(page: Page, values: Partial<ContactValues> = {}) {
  const { firstName, lastName, email, company, message } = { ...ada, ...values }
  const form = contactForm(page)
  await form.getByLabel('First Name').fill(firstName)
  await form.getByLabel('Last Name').fill(lastName)
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Company').fill(company)
  await form.getByLabel('Message').fill(message)
  await form.getByLabel('I accept the').check()
}
