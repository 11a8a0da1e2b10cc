import { expect, test } from 'vitest'
import { openApiDocument } from './openapi.server'

test('resources: the per-type requirements come from the form schema itself', () => {
  // A category is required of every type but compliance documents, so it sits in each type's clause.
  const schemas = openApiDocument().components.schemas as Record<string, unknown>
  const input = schemas.ResourcesInput as {
    required: string[]
    additionalProperties: boolean
    allOf: Array<{
      if: { properties: Record<string, { const: string }> }
      then: { required: string[] }
    }>
  }
  expect(input.required).toEqual(expect.arrayContaining(['title', 'description', 'type']))
  expect(input.required).not.toContain('categoryId')
  expect(input.additionalProperties).toBe(false)
  const rule = (when: Record<string, string>) =>
    input.allOf.find(
      (clause) =>
        JSON.stringify(
          Object.fromEntries(Object.entries(clause.if.properties).map(([k, v]) => [k, v.const])),
        ) === JSON.stringify(when),
    )?.then.required
  expect(rule({ type: 'webinar' })).toEqual(['categoryId', 'videoUrl'])
  expect(rule({ type: 'white-paper' })).toEqual(['categoryId', 'pdfUrl'])
  expect(rule({ type: 'case-study' })).toEqual(['categoryId', 'content'])
  expect(rule({ type: 'event' })).toEqual(
    expect.arrayContaining([
      'categoryId',
      'startDate',
      'startTime',
      'timeZone',
      'duration',
      'location',
      'content',
    ]),
  )
  expect(rule({ type: 'compliance-doc' })).toEqual(['content', 'ctaType', 'ctaText'])
  expect(rule({ type: 'compliance-doc', ctaType: 'link' })).toEqual(['externalUrl'])
  expect(input.allOf).toHaveLength(8)
})
