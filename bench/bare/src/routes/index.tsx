import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/')({
  component: () => (
    <main>
      <h1>Hello from a bare TanStack Start page</h1>
      <p>The reference point of the server-rendering benchmark.</p>
    </main>
  ),
})
