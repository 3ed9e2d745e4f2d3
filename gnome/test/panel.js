// The checks of gnome/test-headless, run with `gjs -m` beside a headless GNOME Shell in unsafe
// mode: it reads the panel through org.gnome.Shell.Eval, clicks it with a virtual pointer,
// and runs `fortune` (FORTUNE_TEST_PROGRAM) in the same home as the shell.
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';

const fortune = GLib.getenv('FORTUNE_TEST_PROGRAM');
const uuid = 'fortune@fortune-zodiac';
const watch = `${fortune} widget --format json --watch`;
const config = `${GLib.getenv('XDG_CONFIG_HOME')}/fortune/config.json`;

/** Runs ARGV: its standard output and error, trimmed, and whether it succeeded. */
function run(...argv) {
    const [, stdout, stderr, status] = GLib.spawn_sync(null, argv, null, GLib.SpawnFlags.SEARCH_PATH, null);
    let ok = true;
    try {
        GLib.spawn_check_wait_status(status);
    } catch {
        ok = false;
    }
    const text = bytes => new TextDecoder().decode(bytes).trim();
    return {out: text(stdout), err: text(stderr), ok};
}

/** What `fortune ARGS…` prints. */
const said = (...args) => run(fortune, ...args).out;

/** The value of a JavaScript expression in the shell. */
function shell(code) {
    const reply = Gio.DBus.session.call_sync('org.gnome.Shell', '/org/gnome/Shell', 'org.gnome.Shell', 'Eval',
        new GLib.Variant('(s)', [code]), null, Gio.DBusCallFlags.NONE, -1, null);
    const [ok, result] = reply.deepUnpack();
    if (!ok)
        throw new Error(`the shell could not evaluate ${code}: ${result}`);
    return result === '' ? undefined : JSON.parse(result);
}

/**
 * The panel button's line, its style classes, whether its label reads markup, and its menu's
 * text; null when there is none.
 */
const panel = () => shell(`(b => b && {line: b._label.text, style: b._label.style_class,
    markup: b._label.clutter_text.use_markup, text: b._text.label.text})(imports.ui.main.panel.statusArea.fortune)`) ??
    null;

/** The process ids of the running watchers. */
const watchers = () => run('pgrep', '-f', watch).out.split('\n').filter(Boolean);

/** Waits (up to 10 s, a bound for a busy machine, not a measure) until `check()` holds. */
function waitUntil(what, check) {
    const end = GLib.get_monotonic_time() + 10 * GLib.USEC_PER_SEC;
    while (!check()) {
        if (GLib.get_monotonic_time() > end)
            throw new Error(`never: ${what}; the panel shows ${JSON.stringify(panel())}`);
        GLib.usleep(50000);
    }
    print(`ok: ${what}`);
}

/** Waits until the panel shows what `fortune widget --family inline` prints, in `style`. */
function showsWidget(what, style) {
    waitUntil(`${what}: the panel shows the widget's line, in ${style}`, () => {
        const shown = panel();
        return shown?.line === said('widget', '--family', 'inline') && shown.style.split(' ').includes(style);
    });
}

function expect(what, holds) {
    if (!holds)
        throw new Error(`not so: ${what}; the panel shows ${JSON.stringify(panel())}`);
    print(`ok: ${what}`);
}

/** Clicks the middle of the panel button with a virtual pointer, as a mouse would. */
function click() {
    shell(`(() => {
        const {Clutter, GLib} = imports.gi;
        const button = imports.ui.main.panel.statusArea.fortune;
        const [x, y] = button.get_transformed_position();
        const [width, height] = button.get_transformed_size();
        const pointer = Clutter.get_default_backend().get_default_seat()
            .create_virtual_device(Clutter.InputDeviceType.POINTER_DEVICE);
        pointer.notify_absolute_motion(GLib.get_monotonic_time(), x + width / 2, y + height / 2);
        pointer.notify_button(GLib.get_monotonic_time(), Clutter.BUTTON_PRIMARY, Clutter.ButtonState.PRESSED);
        pointer.notify_button(GLib.get_monotonic_time(), Clutter.BUTTON_PRIMARY, Clutter.ButtonState.RELEASED);
    })()`);
}

/** Saves the panel's right end with the menu open as FORTUNE_TEST_OUT/panel.png. */
function screenshot() {
    shell('imports.ui.main.panel.statusArea.fortune.menu.open(false)');
    // The menu is laid out on the shell's next frame: its box is read once it has a size.
    let area;
    waitUntil('the menu opens', () => {
        area = shell(`(() => {
            const menu = imports.ui.main.panel.statusArea.fortune.menu.actor;
            const [x, y] = menu.get_transformed_position();
            const [width, height] = menu.get_transformed_size();
            return [Math.floor(x) - 8, 0, Math.ceil(width) + 16, Math.ceil(y + height) + 8];
        })()`);
        return area[2] > 16 && area[3] > 8;
    });
    const file = `${GLib.getenv('FORTUNE_TEST_OUT')}/panel.png`;
    Gio.DBus.session.call_sync('org.gnome.Shell.Screenshot', '/org/gnome/Shell/Screenshot',
        'org.gnome.Shell.Screenshot', 'ScreenshotArea', new GLib.Variant('(iiiibs)', [...area, false, file]),
        null, Gio.DBusCallFlags.NONE, -1, null);
    shell('imports.ui.main.panel.statusArea.fortune.menu.close(false)');
    expect(`the screenshot is saved in ${file}`, GLib.file_test(file, GLib.FileTest.EXISTS));
}

const writeConfig = settings => GLib.file_set_contents(config, JSON.stringify(settings));

GLib.mkdir_with_parents(GLib.path_get_dirname(config), 0o700);
writeConfig({provider: 'offline', language: 'en'});
expect('gnome-extensions enables it', run('gnome-extensions', 'enable', uuid).ok);
showsWidget('no sign yet', 'fortune-nosign');
said('pick', 'rooster');
showsWidget('no fortune yet', 'fortune-empty');
said('refresh');
showsWidget('today\'s fortune in English', 'fortune-fortune');
expect('the line is plain text, not markup', panel().markup === false);
expect('the menu holds the whole fortune', panel().text === JSON.parse(said('--json')).text);
screenshot();

const watcher = watchers();
expect('one watcher runs', watcher.length === 1);
click();
waitUntil('a click hides the fortune (fortune status agrees)', () =>
    JSON.parse(said('status', '--json')).state === 'hidden');
showsWidget('the sign\'s picture after the click', 'fortune-hidden');
said('toggle');
showsWidget('today\'s fortune after fortune toggle from outside', 'fortune-fortune');
expect('the same watcher drew every change', watchers().join() === watcher.join());

writeConfig({provider: 'openai', baseURL: 'http://127.0.0.1:9/v1', model: 'none', retryAttempts: 1, language: 'en'});
expect('a refresh from a closed port fails', !run(fortune, 'refresh', '--new').ok);
showsWidget('the good fortune kept after the failed refresh', 'fortune-failed');
expect('the menu says why the refresh failed', panel().text.includes('127.0.0.1:9'));

GLib.file_set_contents(config, '{"language": ');
const unreadable = run(fortune, 'widget', '--format', 'json').err;
expect('the watcher is killed', run('pkill', '-f', watch).ok);
waitUntil('a watcher that cannot start is fortune-error, its message in the menu', () => {
    const shown = panel();
    return shown.line === '⚠' && shown.style.split(' ').includes('fortune-error') && shown.text === unreadable;
});
writeConfig({provider: 'offline', language: 'ja'});
said('refresh');
showsWidget('today\'s fortune in Japanese, drawn by a new watcher', 'fortune-fortune');
expect('a new watcher runs', watchers().length === 1 && watchers().join() !== watcher.join());

shell(`imports.ui.main.panel.statusArea.fortune._pick.menu._getMenuItems()
    .find(item => item.label.text === '🐂 ox').activate(imports.gi.Clutter.get_current_event())`);
waitUntil('the menu\'s fortune pick ox picks the ox', () => JSON.parse(said('status', '--json')).sign === 'ox');
showsWidget('no fortune yet for the ox', 'fortune-empty');

expect('gnome-extensions disables it', run('gnome-extensions', 'disable', uuid).ok);
waitUntil('the button is gone', () => panel() === null);
waitUntil('no fortune process is left', () => run('pgrep', '-f', fortune).out === '');
