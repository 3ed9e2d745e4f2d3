# Shell greeting: today's fortune when a terminal opens. Add to ~/.bashrc or ~/.zshrc.
# It never uses the network; messages go nowhere, so a missing binary or a store it cannot
# read (unreadable, not a regular file, from a newer version) costs a few milliseconds and
# prints at most the widget's line ("no fortune yet: fortune refresh"), never an error.
# Until a sign is picked, it is fortune-mod's fortune, when fortune-mod is installed.
# Only interactive shells, so scp and scripts stay quiet.
case $- in
*i*) command -v fortune >/dev/null 2>&1 && fortune 2>/dev/null || : ;;
esac
