import './model-placeholder.css';

/**
 * The Model mode's main area until 3D model viewing ships (document 2 §1: coming Q2 2025). A labelled
 * region, not a <main>: the shell owns the page's one main landmark.
 */
function ModelPlaceholder() {
  return (
    <section className="model-placeholder" aria-labelledby="model-placeholder-title" data-testid="explorer-model.placeholder">
      <div className="model-placeholder-card">
        <i className="pi pi-box" aria-hidden="true" />
        <h1 id="model-placeholder-title">3D Models</h1>
        <p>3D model viewing is coming Q2 2025.</p>
      </div>
    </section>
  );
}

export default ModelPlaceholder;
