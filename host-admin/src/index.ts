// Async boundary: lets the Module Federation runtime negotiate the shared React singletons
// before any module that imports React runs.
import('./bootstrap.js').catch((error: unknown) => {
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML =
      '<div class="za-fallback" role="alert"><h1 class="za-fallback__title">Nie udało się wczytać panelu</h1>' +
      '<p class="za-fallback__text">Twoja przeglądarka może przechowywać nieaktualną wersję aplikacji.</p>' +
      '<p><button type="button" class="za-button" onclick="location.reload()">Odśwież stronę</button></p></div>';
  }
  console.error(error);
});
