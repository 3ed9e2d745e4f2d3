// The panel button of `fortune`, the one source of both entry points: gnome/build puts this
// file between an entry point's imports (entry-classic.js for GNOME 43 and 44,
// entry-module.js for 45 and later) and its extension class, after the line naming the
// program (FORTUNE). It speaks to the program only through its command line: one
// long-running `fortune widget --format json --watch` says what to show, a JSON object per
// line each time the store changes, and each click runs one short command.

/** The first wait before a watcher that ended is started again, and the longest. */
const RESTART_SECONDS = {first: 1, longest: 60};

/** A watcher that ran this long worked: the next one that ends waits the first delay again. */
const WORKED_MICROSECONDS = 60 * GLib.USEC_PER_SEC;

/** The states that show a good fortune, marked when the last refresh failed (Waybar's class). */
const MARKED_STATES = ['fortune', 'stale'];

/**
 * Follows `fortune widget --format json --watch --family inline`: hands each frame to
 * `onFrame`; when the watcher fails, the last line it wrote on standard error (what went
 * wrong, in the user's language) to `onProblem`; and when it ends, starts it again after a
 * delay that doubles while it keeps ending.
 */
class Watcher {
    constructor(onFrame, onProblem) {
        this._onFrame = onFrame;
        this._onProblem = onProblem;
        this._cancellable = new Gio.Cancellable();
        this._delay = RESTART_SECONDS.first;
        this._restart = 0;
        this._start();
    }

    _start() {
        this._restart = 0;
        this._started = GLib.get_monotonic_time();
        this._problem = null;
        try {
            this._process = Gio.Subprocess.new(
                [FORTUNE, 'widget', '--format', 'json', '--watch', '--family', 'inline'],
                Gio.SubprocessFlags.STDOUT_PIPE | Gio.SubprocessFlags.STDERR_PIPE);
        } catch (error) {
            this._process = null;
            this._problem = error.message;
            this._ended();
            return;
        }
        this._open = 2;
        this._readLines(this._process.get_stdout_pipe(), line => this._onFrame(JSON.parse(line)));
        this._readLines(this._process.get_stderr_pipe(), line => (this._problem = line));
    }

    /** Reads `pipe` a line at a time, without blocking the shell, until it ends. */
    _readLines(pipe, onLine) {
        const stream = new Gio.DataInputStream({base_stream: pipe, close_base_stream: true});
        const next = () => stream.read_line_async(GLib.PRIORITY_DEFAULT, this._cancellable, (_, result) => {
            let line = null;
            try {
                [line] = stream.read_line_finish_utf8(result);
            } catch (error) {
                if (error.matches(Gio.IOErrorEnum, Gio.IOErrorEnum.CANCELLED))
                    return;
            }
            if (line === null) {
                this._streamEnded();
                return;
            }
            onLine(line);
            next();
        });
        next();
    }

    /** One of the watcher's two streams ended; once both have, it has: its status is read. */
    _streamEnded() {
        if (--this._open > 0)
            return;
        this._process.wait_async(this._cancellable, (process, result) => {
            try {
                process.wait_finish(result);
            } catch {
                return;
            }
            this._ended();
        });
    }

    /** Says why the watcher failed, when it said, and starts the next one after the delay. */
    _ended() {
        const failed = this._process === null || !this._process.get_successful();
        if (failed && this._problem !== null)
            this._onProblem(this._problem);
        const worked = GLib.get_monotonic_time() - this._started >= WORKED_MICROSECONDS;
        const delay = worked ? RESTART_SECONDS.first : this._delay;
        this._delay = Math.min(delay * 2, RESTART_SECONDS.longest);
        this._restart = GLib.timeout_add_seconds(GLib.PRIORITY_DEFAULT, delay, () => {
            this._start();
            return GLib.SOURCE_REMOVE;
        });
    }

    /** Ends the watcher and every read and wait of it; nothing is started again. */
    stop() {
        this._cancellable.cancel();
        this._process?.force_exit();
        if (this._restart)
            GLib.source_remove(this._restart);
    }
}

/**
 * The panel button: the widget's one line, in its state's style class; a click toggles the
 * fortune, the menu shows the whole fortune and offers refresh, show or hide, and the signs.
 */
const FortuneButton = GObject.registerClass(
class FortuneButton extends PanelMenu.Button {
    _init() {
        super._init(0.5, 'fortune');
        // The one-shot commands still running, and their reads: ended with the button.
        this._commands = new Set();
        this._cancellable = new Gio.Cancellable();
        this._label = new St.Label({y_align: Clutter.ActorAlign.CENTER, style_class: 'fortune-label'});
        this.add_child(this._label);

        this._sign = new PopupMenu.PopupMenuItem('', {reactive: false});
        this._text = new PopupMenu.PopupMenuItem('', {reactive: false});
        this._text.label.add_style_class_name('fortune-text');
        this._text.label.clutter_text.line_wrap = true;
        this._visibility = this._command('fortune hide', () => [this._hidden ? 'show' : 'hide']);
        this._pick = new PopupMenu.PopupSubMenuMenuItem('fortune pick');
        for (const item of [this._sign, this._text, new PopupMenu.PopupSeparatorMenuItem(),
            this._command('fortune refresh', () => ['refresh']), this._visibility, this._pick])
            this.menu.addMenuItem(item);
        this._listSigns();
    }

    /** A menu item saying `text` that runs `fortune` with the arguments `args()` gives. */
    _command(text, args) {
        const item = new PopupMenu.PopupMenuItem(text);
        item.connect('activate', () => this._spawn(args()));
        return item;
    }

    /**
     * Runs `fortune ARGS…` once, its output read when `flags` asks for it; what it changes
     * comes back through the watcher. Null when it cannot start, which the button then says.
     */
    _spawn(args, flags = Gio.SubprocessFlags.STDOUT_SILENCE) {
        let process;
        try {
            process = Gio.Subprocess.new([FORTUNE, ...args], flags);
        } catch (error) {
            this.showProblem(error.message);
            return null;
        }
        this._commands.add(process);
        process.wait_async(null, () => this._commands.delete(process));
        return process;
    }

    /** Fills the pick menu from `fortune signs --json`: each sign's emoji and the word pick takes. */
    _listSigns() {
        const process = this._spawn(['signs', '--json'], Gio.SubprocessFlags.STDOUT_PIPE);
        process?.communicate_utf8_async(null, this._cancellable, (_, result) => {
            let output;
            try {
                [, output] = process.communicate_utf8_finish(result);
            } catch {
                return;
            }
            if (!process.get_successful())
                return;
            this._signs = new Map(JSON.parse(output).map(sign => [sign.sign, sign.emoji]));
            for (const [sign, emoji] of this._signs)
                this._pick.menu.addMenuItem(this._command(`${emoji} ${sign}`, () => ['pick', sign]));
            this._showSign();
        });
    }

    /** A left click toggles, as the bars' on-click does; any other opens the menu. */
    vfunc_event(event) {
        if (event.type() === Clutter.EventType.BUTTON_PRESS && event.get_button() === Clutter.BUTTON_PRIMARY) {
            this._spawn(['toggle']);
            return Clutter.EVENT_STOP;
        }
        return super.vfunc_event(event);
    }

    /**
     * Shows a frame of `fortune widget --format json`: its line, as plain text, in the style
     * classes `fortune-STATE` and, for a good fortune shown although the last refresh failed,
     * `fortune-failed`; in the menu the whole fortune (or the line, when there is none) and
     * why the last refresh failed, beside a good fortune.
     */
    show(frame) {
        const marked = frame.failure !== null && MARKED_STATES.includes(frame.state);
        this._label.text = frame.lines[0];
        this._label.style_class = `fortune-label fortune-${frame.state}${marked ? ' fortune-failed' : ''}`;
        this._text.label.text = marked ? `${frame.text}\n\n⚠ ${frame.failure}` : frame.text ?? frame.lines[0];
        this._hidden = frame.state === 'hidden';
        this._visibility.label.text = this._hidden ? 'fortune show' : 'fortune hide';
        this._frame = frame;
        this._showSign();
    }

    /** The menu's sign line, once the frame and the signs are known: emoji, sign and day. */
    _showSign() {
        const sign = this._frame?.sign;
        this._sign.visible = Boolean(sign && this._signs);
        if (this._sign.visible)
            this._sign.label.text = `${this._signs.get(sign)} ${sign} · ${this._frame.fortuneDay ?? this._frame.day}`;
    }

    /**
     * Shows what went wrong, in `fortune-error`: the watcher's last line on standard error, or
     * why a command could not start.
     */
    showProblem(problem) {
        this._label.text = '⚠';
        this._label.style_class = 'fortune-label fortune-error';
        this._text.label.text = problem;
    }

    _onDestroy() {
        this._cancellable.cancel();
        for (const process of this._commands)
            process.force_exit();
        super._onDestroy();
    }
});

/** What the extension adds while it is enabled: the button and its watcher. */
class FortunePanel {
    constructor() {
        this._button = new FortuneButton();
        Main.panel.addToStatusArea('fortune', this._button);
        this._watcher = new Watcher(
            frame => this._button.show(frame),
            problem => this._button.showProblem(problem));
    }

    destroy() {
        this._watcher.stop();
        this._button.destroy();
    }
}
