// GNOME Shell 45 and later: an ES module, which imports the shell's modules by resource.
import Clutter from 'gi://Clutter';
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import GObject from 'gi://GObject';
import St from 'gi://St';
import {Extension} from 'resource:///org/gnome/shell/extensions/extension.js';
import * as Main from 'resource:///org/gnome/shell/ui/main.js';
import * as PanelMenu from 'resource:///org/gnome/shell/ui/panelMenu.js';
import * as PopupMenu from 'resource:///org/gnome/shell/ui/popupMenu.js';

// core.js

export default class FortuneExtension extends Extension {
    enable() {
        this._panel = new FortunePanel();
    }

    disable() {
        this._panel.destroy();
        this._panel = null;
    }
}
