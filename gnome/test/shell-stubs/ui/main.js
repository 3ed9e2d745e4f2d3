// A stand-in for GNOME Shell 45's ui/main.js, for gnome/test/module.js: what enable() uses.
export const panel = {};
