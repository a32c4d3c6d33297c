interface FieldTree {
  [name: string]: FieldTree;
}

/** 'schedule.shift_date' and 'schedule.machine_key' become `schedule { shift_date machine_key }`. */
export function selectionSet(fields: readonly string[]): string {
  const tree: FieldTree = {};
  for (const path of fields) {
    let node = tree;
    for (const part of path.split('.')) node = node[part] ??= {};
  }
  const print = (t: FieldTree): string =>
    Object.entries(t)
      .map(([name, sub]) => (Object.keys(sub).length ? `${name} { ${print(sub)} }` : name))
      .join(' ');
  return print(tree);
}
