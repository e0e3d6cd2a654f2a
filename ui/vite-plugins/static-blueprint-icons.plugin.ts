import type { Plugin } from 'vite';

/** Virtual module replacing Blueprint's icon-name list. */
export const ICON_NAMES_STUB_ID = '\0portail:blueprint-icon-names';

const ICON_LOADER = /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconLoader\.js$/;

/**
 * The portal imports every Blueprint icon statically (`<CrossIcon />`), never by name (`icon="cross"`).
 * Blueprint's `<Icon>` (used by Button and every component) still reaches the name-based loader, whose
 * list of all ~600 icon names (≈ 8 KiB gzip, plus change-case, computed at start-up) would otherwise sit
 * in the first-load bundle. This plugin gives that loader an empty name list: a string icon name renders
 * nothing and logs "[Blueprint] Unknown icon" — the project rule is static icon components only.
 * Any other importer of the real list (e.g. `IconNames` used directly) still gets the real module.
 */
export function staticBlueprintIconsOnly(): Plugin {
  return {
    name: 'portail:static-blueprint-icons-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './iconNames' && importer !== undefined && ICON_LOADER.test(importer))
        return ICON_NAMES_STUB_ID;
      return null;
    },
    load(id) {
      if (id !== ICON_NAMES_STUB_ID) return null;
      return 'export const IconNames = Object.freeze({});\nexport const IconNamesSet = new Set();\n';
    },
  };
}
