/** A relay that hangs: accepts TCP connections, then says nothing (or only its greeting) forever. */
import net from 'node:net'

export interface HungSmtpServer {
  url: string
  /** How many connections it has accepted so far. */
  connections: number
  close(): Promise<void>
}

export async function startHungSmtpServer(options: { greet?: boolean } = {}) {
  const sockets = new Set<net.Socket>()
  const state: HungSmtpServer = { url: '', connections: 0, close: async () => {} }
  const server = net.createServer((socket) => {
    state.connections++
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    // Reads (and ignores) whatever the client says, so its writes never block.
    socket.resume()
    if (options.greet) socket.write('220 hung.example ESMTP\r\n')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  state.url = `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`
  state.close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => resolve())
    })
  return state
}
