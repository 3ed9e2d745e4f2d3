// A stand-in for GNOME Shell 45's resource:///org/gnome/shell/extensions/extension.js, for
// gnome/test/module.js: the base class the extension's default export must extend.
export class Extension {
    constructor(metadata) {
        this.metadata = metadata;
    }
}
