export function meta() {
  return [{ title: 'Floor' }]
}

export default function Home() {
  return <h1>A minimal React Router page</h1>
}
