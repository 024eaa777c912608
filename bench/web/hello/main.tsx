// The bench's reference page: React 19 rendering one heading, built by the same Vite as the app, so a
// Lighthouse score of the app can be read beside what React alone costs on this machine (bench/web/lighthouse.ts).
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root') as HTMLElement).render(<h1>Hola</h1>)
