/** A real SMTP server on a free loopback port that keeps what it receives, for e-mail tests. */
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface TestSmtpServer {
  url: string
  port: number
  messages: ParsedMail[]
  /** While true, every message is refused with a temporary error. */
  refuse: boolean
  close(): Promise<void>
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    url: '',
    port: 0,
    messages: [],
    refuse: false,
    close: async () => {},
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        if (state.refuse) {
          callback(Object.assign(new Error('try again later'), { responseCode: 451 }))
          return
        }
        state.messages.push(await simpleParser(Buffer.concat(chunks)))
        callback()
      })
    },
  })
  // A client that dies mid-message (an app server killed by a test while it
  // sends) resets its connection: smtp-server reports that as an 'error'
  // event, which would crash the test run with no listener. The message is
  // simply not received, as with a real mail server.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.server.address()
  state.port = typeof address === 'object' && address ? address.port : port
  state.url = `smtp://127.0.0.1:${state.port}`
  state.close = () => new Promise((resolve) => server.close(() => resolve()))
  return state
}
