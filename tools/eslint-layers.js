// A small ESLint rule of ours: which folder may import which. It resolves each relative import
// against the importing file and refuses those that cross a zone's boundary. (The usual plugins
// resolve through native binaries that the registry this project installs from does not carry
// for every platform, which breaks `npm ci`; the rule needs no more than the paths.)
import path from 'node:path';

/** A glob ('*' one folder, '**' any depth) as a regular expression over an absolute path. */
function globToRegExp(glob) {
  // 'app.ts' is imported as '../app' or '../app.js'.
  const bare = glob.replace(/\.tsx?$/, '');
  const escaped = bare.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  const pattern = escaped
    .split('**')
    .map((part) => part.replace(/\*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${pattern}(\\.[jt]sx?)?(/.*)?$`);
}

function isUnder(file, folder) {
  return file === folder || file.startsWith(folder + path.sep) || file.startsWith(folder + '.');
}

const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuses imports that cross the layers of the codebase.' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
  },
  create(context) {
    const root = context.cwd;
    const zones = (context.options[0]?.zones ?? []).map((zone) => ({
      target: path.resolve(root, zone.target),
      from: [zone.from].flat().map((from) => globToRegExp(path.resolve(root, from))),
      // As in eslint-plugin-import's rule: exceptions are relative to the zone's `from`.
      except: (zone.except ?? []).map((except) => path.resolve(root, [zone.from].flat()[0], except)),
      message: zone.message,
    }));
    const filename = context.filename;
    const active = zones.filter((zone) => isUnder(filename, zone.target));
    if (active.length === 0) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = path.resolve(path.dirname(filename), source);
      for (const zone of active) {
        if (!zone.from.some((from) => from.test(imported))) continue;
        if (zone.except.some((except) => isUnder(imported, except))) continue;
        context.report({ node, message: `Import of '${source}' crosses a layer: ${zone.message}` });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export const layers = { rules: { 'no-restricted-paths': noRestrictedPaths } };
