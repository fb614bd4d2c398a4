// Served by `ssg serve` only: reloads the page after each successful rebuild, and shows the
// build's errors over the page until they are fixed.
const events = new EventSource(new URL('events', import.meta.url));
let overlay = null;

events.addEventListener('reload', () => location.reload());
events.addEventListener('build-error', (event) => show(event.data));

function show(text) {
  if (!overlay) {
    overlay = document.createElement('div');
    overlay.setAttribute('role', 'alert');
    Object.assign(overlay.style, {
      position: 'fixed', inset: '0', zIndex: '2147483647', overflow: 'auto', padding: '2rem',
      background: 'rgba(11, 22, 40, 0.96)', color: '#fff', font: '14px/1.5 ui-monospace, monospace',
    });
    const title = document.createElement('h2');
    title.textContent = 'The site did not build: fix these and save, and this page reloads';
    Object.assign(title.style, { color: '#ffb37a', font: 'bold 16px system-ui, sans-serif', margin: '0 0 1rem' });
    const body = document.createElement('pre');
    Object.assign(body.style, { whiteSpace: 'pre-wrap', margin: '0' });
    overlay.append(title, body);
    document.body.append(overlay);
  }
  overlay.querySelector('pre').textContent = text;
}
