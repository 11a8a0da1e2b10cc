/**
 * The mock product's data: invented people and values, dates relative to one
 * fixed day, so every render is the same. No real institution or person.
 */

/** The fixed "today" of every screen. */
export const today = { weekday: 'Tuesday', label: 'Tue 14 Oct', long: 'Tuesday 14 October' }

export const clinician = 'Dr Aurélie Vasseur'

export const careTeam = [
  'Aurélie Vasseur',
  'Malik Toure',
  'Nadia Ferreira',
  'Paul Girard',
  'Lena Hoffmann',
]

export interface Patient {
  name: string
  age: number
  day: number
  reading: string
  status: 'Alert' | 'Review' | 'Stable' | 'New'
}

export const patients: Patient[] = [
  { name: 'Élodie Marchand', age: 67, day: 12, reading: 'SpO₂ 89 %', status: 'Alert' },
  { name: 'Karim Benali', age: 72, day: 34, reading: 'Weight 81.6 kg', status: 'Review' },
  { name: 'Sofia Lindqvist', age: 58, day: 5, reading: 'HR 72 bpm', status: 'Stable' },
  { name: 'Jean-Baptiste Morel', age: 80, day: 41, reading: 'BP 128/79', status: 'Stable' },
  { name: 'Amara Diallo', age: 63, day: 2, reading: 'Questionnaire', status: 'New' },
  { name: 'Hana Sato', age: 55, day: 19, reading: 'HR 68 bpm', status: 'Stable' },
  { name: 'Tomás Herrera', age: 76, day: 27, reading: 'Weight 74.1 kg', status: 'Stable' },
]

export const alerts = [
  { patient: 'Élodie Marchand', text: 'SpO₂ 89 %', when: '12 min ago', level: 'alert' },
  { patient: 'Karim Benali', text: 'Weight +2.4 kg in 3 days', when: '38 min ago', level: 'warn' },
  { patient: 'Marguerite Leroy', text: 'Missed check-in', when: '2 h ago', level: 'info' },
] as const

/** Fourteen days of a patient's readings, ending today (heart rate, weight). */
export const heartRate = [71, 72, 70, 73, 72, 74, 73, 75, 77, 76, 79, 82, 86, 91]
export const weight = [
  79.2, 79.1, 79.3, 79.2, 79.0, 79.2, 79.4, 79.3, 79.6, 79.9, 80.3, 80.8, 81.2, 81.6,
]

/** Cohort adherence, weeks 1 to 12 (percent). */
export const adherence = {
  'Heart failure': [96, 95, 93, 92, 92, 91, 90, 90, 89, 89, 88, 88],
  'Post-op knee': [98, 97, 95, 94, 92, 90, 89, 88, 86, 85, 85, 84],
  'Type 2 diabetes': [93, 90, 88, 86, 85, 84, 83, 82, 82, 81, 80, 80],
}
