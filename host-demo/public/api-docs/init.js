// Settings of the /api/docs/ reference (a file, not an inline script, so the page's CSP holds).
/* global window */
window.addEventListener('load', function () {
  window.SwaggerUIBundle({
    url: '/api/schema/',
    dom_id: '#swagger-ui',
    // The search box: filters the operations by tag.
    filter: true,
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
