/** The Model mode's main area until 3D model viewing ships (document 2 §1: coming Q2 2025). */
function ModelPlaceholder() {
  return (
    <main aria-label="Model" data-testid="explorer-model.placeholder" style={{ display: 'grid', placeItems: 'center', minHeight: '60vh', padding: '2rem' }}>
      <div style={{ textAlign: 'center', maxWidth: '32rem' }}>
        <i className="pi pi-box" aria-hidden="true" style={{ fontSize: '3rem', color: 'var(--primary-color)' }} />
        <h1>3D Models</h1>
        <p>3D model viewing is coming Q2 2025.</p>
      </div>
    </main>
  );
}

export default ModelPlaceholder;
