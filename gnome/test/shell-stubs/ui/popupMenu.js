// A stand-in for GNOME Shell 45's ui/popupMenu.js, for gnome/test/module.js: the menu items
// are made only once enabled, which this test does not do.
export {};
