// GNOME Shell 43 and 44: the classic format, whose modules come through `imports`.
const {Clutter, Gio, GLib, GObject, St} = imports.gi;
const Main = imports.ui.main;
const PanelMenu = imports.ui.panelMenu;
const PopupMenu = imports.ui.popupMenu;

// core.js

/** The shell calls `init` once, then `enable` and `disable` on what it returns. */
function init() {
    return {
        enable() {
            this._panel = new FortunePanel();
        },
        disable() {
            this._panel.destroy();
            this._panel = null;
        },
    };
}
