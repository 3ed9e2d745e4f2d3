// Loads the extension in the format of GNOME Shell 45 and later, as that shell imports it,
// with gjs -m: its imports of the shell's modules (resource:///org/gnome/shell/…) find the
// stand-ins of shell-stubs/ (G_RESOURCE_OVERLAYS, set by gnome/test-headless), its gi://
// imports the real St and Clutter. Checks that every import resolves, the core parses, and
// its default export is an Extension with enable and disable. Enabling it needs a running
// shell (St draws on Clutter's stage), which gnome/test-headless gives the classic format.
//
// Usage: gjs -m gnome/test/module.js EXTENSION_FOLDER
import {Extension} from 'resource:///org/gnome/shell/extensions/extension.js';

const [folder] = ARGV;
const {default: FortuneExtension} = await import(`file://${folder}/extension.js`);
const extension = new FortuneExtension({uuid: 'fortune@fortune-zodiac'});
for (const [what, holds] of [
    ['its default export is an Extension', extension instanceof Extension],
    ['it has enable and disable', ['enable', 'disable'].every(name => typeof extension[name] === 'function')],
]) {
    if (!holds)
        throw new Error(`not so: ${what}`);
    print(`ok: the module format loads: ${what}`);
}
