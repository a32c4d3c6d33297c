import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { DEMO_MODE_TOAST, RECORD_CREATED_TOAST, RECORD_UPDATED_TOAST, REMOVE_SUCCESS_TOAST } from '../../core/errors';
import { type SessionStore, type WorkbenchSession } from '../../workbench/api';
import { RecordingToasts, ScriptedConfirmDialog, UnexpectedHttpClient } from '../../workbench/testing';
import { RecordAdminViewModel } from './record-admin.view-model';
import { INVENTORY_KIND, LOCATION_KIND } from './record-kinds';

class RecordingHttp extends UnexpectedHttpClient {
  readonly calls: Array<[string, string, unknown]> = [];
  answer: unknown = { id: 41 };
  failure: unknown = null;
  override post<T>(path: string, body?: unknown): Promise<T> {
    return this.record('POST', path, body);
  }
  override put<T>(path: string, body?: unknown): Promise<T> {
    return this.record('PUT', path, body);
  }
  override delete<T>(path: string): Promise<T> {
    return this.record('DELETE', path, undefined);
  }
  private record<T>(method: string, path: string, body: unknown): Promise<T> {
    this.calls.push([method, path, body]);
    return this.failure ? Promise.reject(this.failure) : Promise.resolve(this.answer as T);
  }
}

function sessions(role: string, isDemo = false): SessionStore {
  const s = { role, isDemo } as unknown as WorkbenchSession;
  return { session$: new BehaviorSubject(s), current: s };
}

function setup(kind = INVENTORY_KIND, role = 'ADMIN', demo = false) {
  const http = new RecordingHttp();
  const toasts = new RecordingToasts();
  const confirm = new ScriptedConfirmDialog(true);
  const vm = new RecordAdminViewModel(kind, { http, toasts, confirm, sessions: sessions(role, demo) });
  let changed = 0;
  vm.onChanged = () => changed++;
  return { vm, http, toasts, confirm, changed: () => changed };
}

describe('RecordAdminViewModel (document 2 §4, §5, §8)', () => {
  it("an item without an id is created: the id is left out, the new id read; 'Create Inventory' / 'Record created successfully'", async () => {
    const { vm, http, toasts, changed } = setup();
    vm.openCreate();
    expect(vm.header).toBe('Create Inventory');
    vm.setField('part_name', 'P-1');
    vm.setField('location_key', 'L-1');
    vm.setField('qty', '12.5');
    expect(await vm.save()).toBe(true);
    expect(http.calls).toEqual([['POST', '/v1/bigbrain/inventory/', { part_name: 'P-1', desc: '', location_key: 'L-1', qty: 12.5 }]]);
    expect(toasts.shown).toEqual([RECORD_CREATED_TOAST]);
    expect(changed()).toBe(1);
    expect(vm.draft).toBeNull();
  });

  it('document 2 §5: qty is not required; the form does not mark it and an empty quantity saves as 0 (the column default)', async () => {
    expect(INVENTORY_KIND.fields.filter((f) => f.required).map((f) => f.name)).toEqual(['part_name', 'location_key']);
    const { vm, http } = setup();
    vm.openCreate();
    vm.setField('part_name', 'P-1');
    vm.setField('location_key', 'L-1');
    expect(vm.errors).toEqual({});
    expect(await vm.save()).toBe(true);
    expect(http.calls).toEqual([['POST', '/v1/bigbrain/inventory/', { part_name: 'P-1', desc: '', location_key: 'L-1', qty: 0 }]]);
  });

  it("document 1 §7 save: an item with an id is stored by POST /{id}/: 'Editing Location: {name}' / 'Record updated successfully'", async () => {
    const { vm, http, toasts } = setup(LOCATION_KIND);
    vm.openEdit({ id: 7, name: 'Dock', desc: '', key: 'D1' });
    expect(vm.header).toBe('Editing Location: Dock');
    vm.setField('name', 'Dock 2');
    expect(await vm.save()).toBe(true);
    expect(http.calls).toEqual([['POST', '/v1/bigbrain/location/7/', { id: 7, name: 'Dock 2', desc: '', key: 'D1' }]]);
    expect(toasts.shown).toEqual([RECORD_UPDATED_TOAST]);
  });

  it('document 2 §5: an invalid form cannot be submitted; each field shows its message', async () => {
    const { vm, http } = setup();
    vm.openCreate();
    vm.setField('part_name', 'x'.repeat(31));
    vm.setField('desc', 'd'.repeat(51));
    vm.setField('qty', 'abc');
    expect(vm.valid).toBe(false);
    expect(vm.errors).toMatchObject({
      part_name: 'Part name must be at most 30 characters',
      desc: 'Description must be at most 50 characters',
      location_key: 'Location key is required',
    });
    expect(vm.errors.qty).toBeDefined();
    expect(await vm.save()).toBe(false);
    expect(http.calls).toEqual([]);
    vm.setField('qty', '1'.repeat(31));
    expect(vm.errors.qty).toBe('Quantity must be at most 30 characters');
  });

  it("a save failure toasts 'API Error' with the response detail for 5 s", async () => {
    const { vm, http, toasts } = setup(LOCATION_KIND);
    http.failure = { status: 400, response: { status: 400, data: { detail: 'Key already exists' } } };
    vm.openCreate();
    vm.setField('name', 'A');
    vm.setField('key', 'K');
    expect(await vm.save()).toBe(false);
    expect(toasts.shown).toEqual([{ severity: 'error', summary: 'API Error', detail: 'Key already exists', life: 5000 }]);
    expect(vm.draft).not.toBeNull();
  });

  it("remove asks 'Remove Inventory' / 'Are you sure you want to remove this inventory?', then 'Remove Success' (3 s); No changes nothing", async () => {
    const { vm, http, toasts, confirm } = setup();
    confirm.answer = false;
    expect(await vm.remove({ id: 3 })).toBe(false);
    expect(confirm.asked[0]).toMatchObject({ header: 'Remove Inventory', message: 'Are you sure you want to remove this inventory?' });
    expect(http.calls).toEqual([]);
    confirm.answer = true;
    expect(await vm.remove({ id: 3 })).toBe(true);
    expect(http.calls).toEqual([['DELETE', '/v1/bigbrain/inventory/3/', undefined]]);
    expect(toasts.shown).toEqual([REMOVE_SUCCESS_TOAST]);
  });

  it("a remove failure toasts the parsed API error for 3 s", async () => {
    const { vm, http, toasts } = setup(LOCATION_KIND);
    http.failure = { status: 403, response: { status: 403, data: { detail: 'Not allowed' } } };
    expect(await vm.remove({ id: 3 })).toBe(false);
    expect(toasts.shown).toEqual([{ severity: 'error', summary: 'Error', detail: 'Not allowed', life: 3000 }]);
  });

  it("document 2 §6: the demo account gets 'Demo Mode' / 'This action is disabled in demo mode' and no call", async () => {
    const { vm, http, toasts } = setup(LOCATION_KIND, 'USER', true);
    vm.openCreate();
    vm.setField('name', 'A');
    vm.setField('key', 'K');
    expect(await vm.save()).toBe(false);
    expect(await vm.remove({ id: 1 })).toBe(false);
    expect(toasts.shown).toEqual([DEMO_MODE_TOAST, DEMO_MODE_TOAST]);
    expect(http.calls).toEqual([]);
  });

  it('USER reads only; ADMIN and MANAGER write', () => {
    expect(setup(LOCATION_KIND, 'USER').vm.canWrite).toBe(false);
    expect(setup(LOCATION_KIND, 'MANAGER').vm.canWrite).toBe(true);
  });
});
