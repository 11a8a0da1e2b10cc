/**
 * The seed content (spec §3 "Seed data" of both documents, public-site §2
 * Compliance defaults, §9 region profiles). Customers and people are fictional.
 */
import type {
  categories,
  customerLogos,
  regionOffers,
  regionProfiles,
  resources,
  testimonials,
  videos,
} from './schema'

export interface SeedItems {
  categories: (typeof categories.$inferInsert)[]
  resources: (typeof resources.$inferInsert)[]
  customerLogos: (typeof customerLogos.$inferInsert)[]
  testimonials: (typeof testimonials.$inferInsert)[]
  videos: (typeof videos.$inferInsert)[]
  regionProfiles: (typeof regionProfiles.$inferInsert)[]
  regionOffers: (typeof regionOffers.$inferInsert)[]
}

// Seed ids keep the spec's shape (kind-timestamp) with a fixed, readable suffix.
const SEED_TS = 1735689600000
const seedId = (kind: string, suffix: string) => `${kind}-${SEED_TS}-${suffix}`
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000)
const isoDate = (date: Date) => date.toISOString().slice(0, 10)

/** `now` is the moment of the first seed: relative dates derive from it. */
export function buildSeedItems(now: Date): SeedItems {
  const eventStart = new Date(now.getTime() + 45 * 86_400_000)
  const eventEnd = new Date(eventStart.getTime() + 86_400_000)

  return {
    categories: [
      {
        id: seedId('category', 'ai'),
        name: 'AI',
        title: 'AI',
        slug: 'ai',
        icon: 'Book',
        description: 'How AI agents and clinical decision support fit safely into care pathways.',
      },
      {
        id: seedId('category', 'patient-care'),
        name: 'Patient Care',
        title: 'Patient Care',
        slug: 'patient-care',
        icon: 'FileText',
        description: 'Remote monitoring, virtual wards and patient engagement that lasts.',
      },
      {
        id: seedId('category', 'healthcare-technology'),
        name: 'Healthcare Technology',
        title: 'Healthcare Technology',
        slug: 'healthcare-technology',
        icon: 'Newspaper',
        description: 'Interoperability, security and the platforms behind digital health.',
      },
    ],

    resources: [
      {
        id: seedId('resource', 'virtual-ward'),
        type: 'case-study',
        title: 'How a Regional Hospital Group Launched a Virtual Ward in Eight Weeks',
        link: '/resources/patient-care/how-a-regional-hospital-group-launched-a-virtual-ward-in-eight-weeks',
        categoryId: seedId('category', 'patient-care'),
        featured: true,
        publishedDate: daysBefore(now, 21),
        description:
          'A fictional hospital group used no-code pathways and remote monitoring to free 30 beds and cut readmissions for heart-failure patients.',
        content:
          '<h2>The challenge</h2><p>Bed pressure in cardiology meant stable heart-failure patients stayed in hospital days longer than they needed to. The team wanted to monitor them at home, but a bespoke development project was quoted at eighteen months.</p><h2>The approach</h2><p>Nurses and cardiologists designed the monitoring pathway themselves in Alakin: daily weight and symptom questionnaires in the patient app, thresholds that raise care-team alerts, and video consultations for escalation.</p><ul><li>Pathway designed in three workshops</li><li>Connected scales and blood-pressure cuffs through FHIR</li><li>Hosted on certified health-data infrastructure in France</li></ul><h2>The results</h2><p>The virtual ward opened after eight weeks. In its first six months it freed the equivalent of <strong>30 beds</strong> and readmissions fell by a fifth.</p>',
      },
      {
        id: seedId('resource', 'no-code-guide'),
        type: 'white-paper',
        title: 'The No-Code Guide to Digital Care Pathways',
        link: '/resources/healthcare-technology/the-no-code-guide-to-digital-care-pathways',
        categoryId: seedId('category', 'healthcare-technology'),
        featured: true,
        publishedDate: daysBefore(now, 60),
        pdfUrl: '/uploads/no-code-guide-to-digital-care-pathways.pdf',
        description:
          'A practical framework for clinical and IT leaders who want to design, validate and scale digital care pathways without writing code.',
        content:
          '<p>Digital care pathways fail less often for technical reasons than for organisational ones. This guide walks through the four steps we see in every successful programme: design the organisation, create workflows and pathways, empower users, and monitor outcomes.</p><h2>Inside</h2><ul><li>A checklist for choosing the first pathway</li><li>Governance: who owns a pathway once it is live</li><li>Measuring adoption, adherence and outcomes</li></ul>',
      },
      {
        id: seedId('resource', 'ai-agents-webinar'),
        type: 'webinar',
        title: 'AI Agents in Clinical Workflows Without the Hype',
        link: '/resources/ai/ai-agents-in-clinical-workflows-without-the-hype',
        categoryId: seedId('category', 'ai'),
        featured: false,
        publishedDate: daysBefore(now, 35),
        videoUrl: '/media/videos/ai-agents-webinar.mp4',
        description:
          'Our product and medical teams show where AI agents already save clinicians time, and the guardrails that keep a human in the loop.',
        content:
          '<p>In this 45-minute session we demonstrate three AI agents built on the platform: triaging patient messages, drafting visit summaries and flagging missed medication doses.</p><p>We also cover validation, audit trails and how the EU AI Act shapes the way such agents are deployed.</p>',
      },
      {
        id: seedId('resource', 'fhir-press-release'),
        type: 'press-release',
        title: 'Alakin Opens Its FHIR R4 Interoperability Layer to Every Customer',
        link: '/resources/healthcare-technology/alakin-opens-its-fhir-r4-interoperability-layer-to-every-customer',
        categoryId: seedId('category', 'healthcare-technology'),
        featured: false,
        publishedDate: daysBefore(now, 10),
        description:
          'Every Alakin plan now exchanges patients, observations and care plans with hospital systems through standard FHIR R4 resources.',
        content:
          '<p><strong>Paris</strong> — Alakin today made its FHIR R4 interoperability layer available on every plan. Care pathways built on the platform can now read and write patients, observations, questionnaires and care plans in the systems hospitals already use.</p><p>“Interoperability should not be an enterprise add-on,” said the company’s chief product officer. “A nurse designing a pathway should be able to rely on the data flowing both ways.”</p>',
      },
      {
        id: seedId('resource', 'adherence-study'),
        type: 'news-article',
        title: 'What Two Years of Patient App Data Tell Us About Adherence',
        link: '/resources/patient-care/what-two-years-of-patient-app-data-tell-us-about-adherence',
        categoryId: seedId('category', 'patient-care'),
        featured: false,
        publishedDate: daysBefore(now, 120),
        description:
          'Reminders help, but pathways that adapt to the patient help more: lessons from anonymised, aggregated usage across our customers.',
        content:
          '<p>Looking at anonymised, aggregated usage, three patterns stand out. Patients answer short questionnaires far more often than long ones; adherence holds when the care team visibly responds; and reminders timed to the patient’s own routine outperform fixed schedules.</p><h2>What this means for pathway design</h2><ul><li>Keep daily check-ins under a minute</li><li>Close the loop: show patients that someone read their answers</li><li>Let patients choose when they are reminded</li></ul>',
      },
      {
        id: seedId('resource', 'summit-2027'),
        type: 'event',
        title: 'Digital Health Pathways Summit',
        link: '/resources/patient-care/digital-health-pathways-summit',
        categoryId: seedId('category', 'patient-care'),
        featured: false,
        publishedDate: daysBefore(now, 5),
        startDate: isoDate(eventStart),
        endDate: isoDate(eventEnd),
        startTime: '14:00',
        timeZone: 'Europe/Paris',
        duration: '2 days',
        location: 'Paris, France',
        imageSrc: '/media/events/digital-health-pathways-summit.svg',
        description:
          'Two days of talks and hands-on workshops with care teams who run digital pathways in production.',
        content:
          '<p>Join clinicians, hospital IT leaders and product teams for two days on building digital care that lasts.</p><ul><li>Workshops: design a remote-monitoring pathway in an afternoon</li><li>Panels on virtual wards, home hospital and reimbursement</li><li>Live demos of AI agents with human oversight</li></ul><p>Places are limited; registration is free for healthcare professionals.</p>',
      },
      // The two default compliance documents (public-site §2 Compliance).
      {
        id: seedId('resource', 'ce-mark'),
        type: 'compliance-doc',
        title: 'CE Mark Medical Device Class I',
        link: '/resources/compliance/ce-mark',
        featured: true,
        publishedDate: now,
        ctaType: 'download',
        ctaText: 'Download CE Certificate',
        pdfUrl: '/uploads/ce-mark-certificate.pdf',
        description:
          'Our declaration of conformity for the Alakin platform as a Class I medical device under the EU Medical Device Regulation.',
        content:
          '<p>The Alakin platform is CE marked as a Class I medical device under Regulation (EU) 2017/745. The certificate covers the care-pathway engine, the patient mobile app and care-team alerting.</p>',
      },
      {
        id: seedId('resource', 'soc2-report'),
        type: 'compliance-doc',
        title: 'SOC 2 Type II Report',
        link: '/resources/compliance/soc2-report',
        featured: true,
        publishedDate: now,
        ctaType: 'request',
        ctaText: 'Request SOC 2 Report',
        description:
          'An independent auditor’s report on the design and operating effectiveness of our security, availability and confidentiality controls.',
        content:
          '<p>Our SOC 2 Type II report is shared under a non-disclosure agreement with customers and prospects. Request it and our security team will get back to you within two business days.</p>',
      },
    ],

    customerLogos: [
      { slug: 'santeo-clinics', name: 'Santéo Clinics' },
      { slug: 'novalys-pharma', name: 'Novalys Pharma' },
      { slug: 'mutuelle-horizon', name: 'Mutuelle Horizon' },
      { slug: 'domicare-hospital-at-home', name: 'Domicare Hospital at Home' },
    ].map(({ slug, name }, index) => ({
      id: seedId('logo', slug),
      name,
      logoSrc: `/media/logos/${slug}.svg`,
      logoPath: `/media/logos/${slug}.svg`,
      alt: `${name} logo`,
      altText: `${name} logo`,
      website: `https://${slug}.example`,
      displayOrder: index + 1,
    })),

    testimonials: [
      {
        id: seedId('testimonial', 'claire-moreau'),
        author: 'Dr. Claire Moreau',
        role: 'Head of Cardiology',
        company: 'Santéo Clinics',
        quote:
          'We designed our heart-failure monitoring pathway ourselves, in weeks. The nurses own it, and our patients go home sooner.',
        avatarSrc: '/media/avatars/claire-moreau.svg',
        displayOrder: 1,
      },
      {
        id: seedId('testimonial', 'james-okafor'),
        author: 'James Okafor',
        role: 'Director of Digital Programmes',
        company: 'Domicare Hospital at Home',
        quote:
          'Alakin replaced four separate tools. Scheduling, alerts and video visits now live in one place, and our FHIR integration worked on day one.',
        avatarSrc: '/media/avatars/james-okafor.svg',
        displayOrder: 2,
      },
    ],

    videos: [
      {
        id: seedId('video', 'platform-tour'),
        title: 'Alakin Platform Tour',
        description:
          'Three minutes from a blank canvas to a live care pathway with patient app and alerts.',
        videoSrc: '/media/videos/platform-tour.mp4',
        thumbnailSrc: '/media/videos/platform-tour.jpg',
        overlayText: 'See how care teams build pathways without code',
        location: 'homepage',
      },
      {
        id: seedId('video', 'solutions-overview'),
        title: 'One Platform, Seven Care Settings',
        description:
          'How providers, pharma, research teams, insurers and virtual wards use the same building blocks.',
        videoSrc: '/media/videos/solutions-overview.mp4',
        thumbnailSrc: '/media/videos/solutions-overview.jpg',
        overlayText: 'Solutions for every care setting',
        location: 'solutions',
      },
      {
        id: seedId('video', 'hero-background'),
        title: 'Care Pathways in Motion',
        description: 'A quiet background loop of the care-pathway builder.',
        videoSrc: '/media/videos/hero-background.mp4',
        thumbnailSrc: '/media/videos/hero-background.jpg',
        overlayText: 'Digital care, designed by clinicians',
        location: 'hero-background',
      },
    ],

    regionProfiles: [
      {
        code: 'US',
        name: 'United States',
        currency: 'USD',
        showLocalizedPricing: true,
        regulatoryInfo:
          'HIPAA-compliant hosting in the United States, with a Business Associate Agreement on every plan.',
      },
      {
        code: 'CA',
        name: 'Canada',
        currency: 'CAD',
        showLocalizedPricing: true,
        regulatoryInfo: 'PIPEDA-compliant, with patient data hosted in Canada.',
      },
      {
        code: 'GB',
        name: 'United Kingdom',
        currency: 'GBP',
        showLocalizedPricing: true,
        regulatoryInfo:
          'UK GDPR compliant and aligned with the NHS Data Security and Protection Toolkit.',
      },
      {
        code: 'DE',
        name: 'Germany',
        currency: 'EUR',
        showLocalizedPricing: true,
        regulatoryInfo:
          'GDPR compliant, hosted in the EU, ready for DiGA-style evidence requirements.',
      },
      {
        code: 'FR',
        name: 'France',
        currency: 'EUR',
        showLocalizedPricing: true,
        regulatoryInfo:
          'Hosted on HDS-certified (Hébergeur de Données de Santé) infrastructure in France, GDPR compliant.',
      },
      {
        code: 'ES',
        name: 'Spain',
        currency: 'EUR',
        showLocalizedPricing: true,
        regulatoryInfo: 'GDPR compliant, with health data hosted in the European Union.',
      },
      {
        code: 'default',
        name: 'Global',
        currency: 'USD',
        showLocalizedPricing: false,
        regulatoryInfo:
          'Data hosted in your region, encrypted with AES-256, SOC 2 Type II audited.',
      },
    ].map((profile) => ({ ...profile, defaultLanguage: 'en' })),

    regionOffers: [
      {
        region: 'US',
        key: 'offers.us.trial',
        title: '30-day free trial',
        description:
          'Build and test your first care pathway free for 30 days, HIPAA-ready from day one.',
        ctaText: 'Start your trial',
        ctaLink: '/contact?demo=true',
      },
      {
        region: 'CA',
        key: 'offers.ca.discount',
        title: '15% off your first year',
        description: 'Canadian providers save 15% on any annual plan signed this quarter.',
        ctaText: 'Talk to sales',
        ctaLink: '/contact?department=sales',
      },
      {
        region: 'GB',
        key: 'offers.gb.nhs',
        title: 'NHS partner programme',
        description:
          'NHS trusts get a funded discovery sprint to design their first virtual-ward pathway.',
        ctaText: 'Join the programme',
        ctaLink: '/contact?department=sales',
      },
      {
        region: 'DE',
        key: 'offers.de.consultation',
        title: 'Free compliance consultation',
        description:
          'A one-hour session with our regulatory team on GDPR and digital health applications.',
        ctaText: 'Book a consultation',
        ctaLink: '/contact?demo=true',
      },
      {
        region: 'FR',
        key: 'offers.fr.trial',
        title: '30-day free trial in France',
        description: 'Try the platform free for 30 days on HDS-certified hosting in France.',
        ctaText: 'Start your trial',
        ctaLink: '/contact?demo=true',
      },
      {
        region: 'ES',
        key: 'offers.es.discount',
        title: '10% off annual plans',
        description: 'Spanish healthcare organisations save 10% on any annual plan.',
        ctaText: 'Talk to sales',
        ctaLink: '/contact?department=sales',
      },
      {
        region: 'default',
        key: 'offers.global.demo',
        title: 'A personalised demo, wherever you are',
        description: 'See how teams in twelve countries build digital care pathways without code.',
        ctaText: 'Book a Demo',
        ctaLink: '/contact?demo=true',
      },
    ].map(({ region, key, ...offer }) => ({
      id: seedId('offer', region.toLowerCase()),
      regionCode: region,
      offerKey: key,
      active: true,
      displayOrder: 0,
      ...offer,
    })),
  }
}
