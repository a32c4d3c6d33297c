// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ModelPlaceholder from './model-placeholder';

afterEach(() => cleanup());

describe('explorer-model placeholder', () => {
  it("says when 3D models come, in a region named by its heading and without a second main landmark", () => {
    render(
      <main>
        <ModelPlaceholder />
      </main>,
    );
    const region = screen.getByRole('region', { name: '3D Models' });
    expect(region.textContent).toContain('3D model viewing is coming Q2 2025.');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
