import { describe, expect, it } from 'vitest';
import { readDesign } from './design-reader';
import { emptyDesign } from './new-design';

const node = (id: string, style: object) => ({ id, position: { x: 0, y: 0 }, style, dimensions: {}, data: { extra: { label: id } } });

describe('reading and saving a design (spec 2.5 Maps)', () => {
  it('nodes without width or height are skipped with a warning', () => {
    const { design, warnings } = readDesign({
      flows: { ROOT: { nodes: [node('1', { width: 40, height: 40 }), node('2', { width: 40 }), node('3', {})] } },
    });
    expect(design.flows['ROOT']!.nodes.map((n) => n.id)).toEqual(['1']);
    expect(warnings).toEqual(['Node 2 in flow ROOT has no width or height and was skipped', 'Node 3 in flow ROOT has no width or height and was skipped']);
  });

  it('saved sizes are rounded to multiples of 20 px (minimum 20)', () => {
    const { design } = readDesign({ flows: { ROOT: { nodes: [node('1', { width: 47, height: 9 })] } } });
    expect(design.flows['ROOT']!.nodes[0]!.style).toEqual({ width: 40, height: 20 });
  });

  it('fills defaults: link fields, the 30 x 20 brick-red backdrop, empty cross-references', () => {
    const { design } = readDesign({ flows: { ROOT: { nodes: [] } } });
    expect(design).toEqual(emptyDesign());
  });

  it('a one-way key map is made two-way, and keys pointing at missing nodes are dropped with a warning', () => {
    const { design, warnings } = readDesign({
      flows: { ROOT: { nodes: [node('1', { width: 40, height: 40 })] } },
      machine_xref: { M1: '1', M2: '9' },
    });
    expect(design.machine_xref).toEqual({ key_to_node: { M1: '1' }, node_to_key: { '1': 'M1' } });
    expect(warnings).toEqual(['The machine M2 pointed at missing node 9 and was unassigned']);
  });

  it.each([
    ['not an object', 'design'],
    ['no flows', {}],
    ['no ROOT flow', { flows: { A: { nodes: [] } } }],
    ['a node id that is not numeric', { flows: { ROOT: { nodes: [node('x', { width: 40, height: 40 })] } } }],
    ['duplicate node ids', { flows: { ROOT: { nodes: [node('1', { width: 40, height: 40 }), node('1', { width: 40, height: 40 })] } } }],
    ['an unknown backdrop colour', { flows: { ROOT: { nodes: [] } }, flowHelpers: { ROOT: { width: 30, height: 20, color: 'Pink', voxels: [] } } }],
  ])("invalid design data (%s) is refused with 'Invalid map design data'", (_c, raw) => {
    expect(() => readDesign(raw)).toThrow('Invalid map design data');
  });

  it('a link to a flow that does not exist is cleared with a warning', () => {
    const n = { ...node('1', { width: 40, height: 40 }), data: { extra: { label: '', link_n: 'gone', link_t: '1-T' } } };
    const { design, warnings } = readDesign({ flows: { ROOT: { nodes: [n] }, '1-T': { nodes: [] } } });
    expect(design.flows['ROOT']!.nodes[0]!.data.extra).toMatchObject({ link_n: '', link_t: '1-T' });
    expect(warnings).toEqual(['Node 1 linked N to missing flow gone; the link was cleared']);
  });

  it('a design saved and read back is unchanged', () => {
    const { design } = readDesign({ flows: { ROOT: { nodes: [node('1', { width: 40, height: 60 })] }, '1-T': { nodes: [] } } });
    expect(readDesign(JSON.parse(JSON.stringify(design))).design).toEqual(design);
  });
});
