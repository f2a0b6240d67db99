// docgen serve: reload on change, overlay on a failed build.
(() => {
  'use strict';
  const key = 'docgen-scroll:' + location.pathname;
  const saved = sessionStorage.getItem(key);
  if (saved !== null) {
    sessionStorage.removeItem(key);
    const y = Number(saved);
    const restore = () => window.scrollTo(0, y);
    if (document.readyState === 'complete') restore(); else addEventListener('load', restore);
  }
  const here = decodeURIComponent(location.pathname.replace(/^\//, '').replace(/(^|\/)$/, '$1index.html'));
  // The build whose files this page came from: a first message from a later one means a
  // build landed before the socket opened, which may have changed this page.
  const servedBuild = Number(document.currentScript?.dataset.build || 0);
  let server = null;
  let overlay = null;

  function reload() {
    sessionStorage.setItem(key, String(window.scrollY));
    location.reload();
  }

  function hideOverlay() {
    if (overlay) { overlay.remove(); overlay = null; }
    document.documentElement.removeAttribute('data-docgen-failed');
  }

  function showOverlay(problems) {
    hideOverlay();
    overlay = document.createElement('div');
    overlay.id = 'docgen-overlay';
    overlay.setAttribute('role', 'alert');
    overlay.style.cssText = 'position:fixed;inset:0 0 auto 0;max-height:80vh;overflow:auto;z-index:2147483647;' +
      'background:#1e1e1e;color:#f0f0f0;font:14px/1.45 ui-monospace,monospace;padding:16px 20px;' +
      'border-bottom:4px solid #e5534b;box-shadow:0 4px 24px rgba(0,0,0,.5)';
    const head = document.createElement('div');
    head.style.cssText = 'display:flex;justify-content:space-between;gap:1em;align-items:baseline;margin-bottom:8px';
    const title = document.createElement('strong');
    title.style.color = '#ff938a';
    title.textContent = 'docgen: the build failed with ' + problems.length +
      (problems.length === 1 ? ' problem' : ' problems') + ' — the page below is the last good build';
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Hide';
    close.addEventListener('click', () => { overlay.style.display = 'none'; });
    head.append(title, close);
    overlay.append(head);
    for (const problem of problems) {
      const pre = document.createElement('pre');
      pre.className = 'docgen-problem';
      pre.dataset.location = problem.location;
      pre.style.cssText = 'white-space:pre-wrap;margin:8px 0;padding:8px;background:#2b2b2b;border-radius:4px;overflow-x:auto';
      pre.textContent = problem.text;
      overlay.append(pre);
    }
    document.documentElement.setAttribute('data-docgen-failed', String(problems.length));
    (document.body || document.documentElement).append(overlay);
  }

  function connect(delay) {
    const socket = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/__docgen/live');
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(event.data);
      if (server !== null && message.server !== server) { reload(); return; }
      const first = server === null;
      server = message.server;
      if (first && message.type === 'ok' && servedBuild > 0 && message.build > servedBuild) { reload(); return; }
      if (message.type === 'failed') { showOverlay(message.problems); return; }
      hideOverlay();
      if (message.changed.includes(here)) reload();
    });
    socket.addEventListener('open', () => { delay = 250; });
    socket.addEventListener('close', () => setTimeout(() => connect(Math.min(delay * 2, 4000)), delay));
  }
  connect(250);
})();