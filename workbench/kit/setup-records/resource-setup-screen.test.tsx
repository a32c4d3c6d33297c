// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { toolResource } from '../../../core/resources/test-support';
import type { SessionStore, WorkbenchSession } from '../../api';
import { RecordingToasts, ScriptedConfirmDialog, UnexpectedHttpClient } from '../../testing';
import { RecordEditor, resourceEditorOptions } from './record-editor';
import { ResourceSetupScreen } from './resource-setup-screen';

afterEach(() => cleanup());

class ToolsHttp extends UnexpectedHttpClient {
  readonly posts: Array<[string, unknown]> = [];
  rows = [{ id: 1, name: 'Die 7', life: 12500.25 }];
  override get<T>(): Promise<T> {
    return Promise.resolve({ count: this.rows.length, results: this.rows } as T);
  }
  override post<T>(path: string, body?: unknown): Promise<T> {
    this.posts.push([path, body]);
    return Promise.resolve({ id: 2, ...(body as object) } as T);
  }
}

function sessions(role: WorkbenchSession['role']): SessionStore {
  const s = { role, isDemo: false } as WorkbenchSession;
  return { session$: new BehaviorSubject(s), current: s };
}

async function showTools(role: WorkbenchSession['role']) {
  const http = new ToolsHttp();
  const editor = new RecordEditor({ http, toasts: new RecordingToasts(), confirm: new ScriptedConfirmDialog(), sessions: sessions(role) }, resourceEditorOptions(toolResource, () => ({ header: 'Remove Tool', message: 'Sure?' })));
  await editor.load();
  render(
    <ResourceSetupScreen
      entry={toolResource}
      editor={editor}
      texts={{ title: 'Tools', intro: 'Press tools.', createLabel: 'New Tool', empty: 'No tools yet.' }}
      helpKey="settings-tools/tools"
      testIds={{ page: 'tools-page', table: 'tools-table', dialog: 'tools-dialog' }}
      onSave={(values, id) => editor.save(values, id)}
      onRemove={(row) => editor.remove(row)}
    />,
  );
  return http;
}

describe('the generic setup screen (issue 32)', () => {
  it('shows a resource added to the catalogue: its columns and formats, its dialog fields, and saves through its schema', async () => {
    const http = await showTools('ADMIN');
    const table = screen.getByTestId('tools-table');
    expect(table.getAttribute('aria-label')).toBe('Tools');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Life (strokes)', 'Actions']);
    expect(within(table).getByRole('row', { name: /Die 7/ }).textContent).toContain('12,500.25');
    await userEvent.click(screen.getByRole('button', { name: 'New Tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Tool' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(http.posts).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Name/), 'Die 8');
    await userEvent.type(within(dialog).getByLabelText('Life (strokes)'), '900');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(http.posts).toEqual([['/v1/tool/', { name: 'Die 8', life: 900 }]]));
  });

  it("follows the entry's write roles: a MANAGER may read the tools but not change them", async () => {
    await showTools('MANAGER');
    expect(screen.queryByRole('button', { name: 'New Tool' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Die 7' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'View Die 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'View Tool' });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
