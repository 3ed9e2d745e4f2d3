// A stand-in for GNOME Shell 45's ui/panelMenu.js, for gnome/test/module.js: a class to derive
// the panel button from, an St.Widget as the shell's is, so that its virtual functions check.
import GObject from 'gi://GObject';
import St from 'gi://St';

export const Button = GObject.registerClass(class Button extends St.Widget {});
