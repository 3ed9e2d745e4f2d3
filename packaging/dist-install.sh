#!/bin/sh
# Installs fortune from this folder (made by `make dist`) under PREFIX, or removes it.
#
#   ./install.sh [PREFIX]               default: /usr/local as root, else ~/.local
#   ./install.sh --uninstall [PREFIX]   removes what an install under PREFIX wrote
#   DESTDIR=/stage ./install.sh …       installs under /stage/PREFIX, as packagers do
#
# The folder is laid out as make install lays out /usr/local, whose path the snippets, units
# and fortune-notify name; under another prefix that path is rewritten. As with make install,
# PREFIX/share/fortune/installed lists every file written and folder made (so the repository's
# make uninstall reads it too), and is all that --uninstall removes: PREFIX itself included when
# install.sh made it, nothing outside PREFIX. Like make install, it lists what it wrote even
# when it stops half-way, and never replaces a file an earlier install did not write.
set -eu
cd "$(dirname "$0")"
action=install
if [ "${1:-}" = --uninstall ]; then action=uninstall; shift; fi
if [ "$(id -u)" = 0 ]; then default=/usr/local; else default=$HOME/.local; fi
prefix=${1:-$default}
prefix=${prefix%/}
case $prefix in /*) ;; *) echo "install.sh: PREFIX must be an absolute path, not '$prefix'" >&2; exit 64 ;; esac
# PREFIX is written as it is into the snippets, the units and fortune-notify, each of which would
# read a space, a quote, or & # % \ $ ; differently: such a prefix is refused before anything is.
case $prefix in *[!A-Za-z0-9._+@,~/-]*)
  echo "install.sh: PREFIX may hold letters, digits and / . _ - + @ , ~ only, not '$prefix'" >&2
  exit 64 ;;
esac
root=${DESTDIR:-}$prefix
manifest=share/fortune/installed

if [ $action = uninstall ]; then
  [ -f "$root/$manifest" ] || { echo "install.sh: nothing to remove: $root/$manifest is missing" >&2; exit 1; }
  # Every line is checked before anything is removed: a list that names a path outside PREFIX
  # (absolute, or through ..) was not written by install.sh, and nothing is removed on its word.
  bad=$(grep -v -E '^(file|folder) [^/]' "$root/$manifest" | head -n 1)
  [ -n "$bad" ] || bad=$(grep -E '^[a-z]+ (.*/)?\.\.(/|$)' "$root/$manifest" | head -n 1)
  if [ -n "$bad" ]; then
    echo "install.sh: $root/$manifest names '$bad', which is not inside $root: nothing removed" >&2
    exit 1
  fi
  sed -n 's/^file //p' "$root/$manifest" | while read -r path; do rm -f "$root/$path"; done
  # The folders it made, deepest first (PREFIX itself, '.', last); one that now holds something
  # else stays.
  folders=$(sed -n 's/^folder //p' "$root/$manifest" | tac)
  rm -f "$root/$manifest"
  echo "$folders" | while read -r path; do
    [ "$path" != . ] || path=
    rmdir "$root/$path" 2>/dev/null || true
  done
  echo "removed fortune from $root"
  exit 0
fi

folders=$(mktemp) files=$(mktemp)
# What was written is listed when install.sh ends, even half-way, so that --uninstall removes it.
trap 'list_installed; rm -f "$folders" "$files"' EXIT
# make_folder PATH: makes PREFIX/PATH and each missing parent, noting those it made.
make_folder() {
  part=
  for piece in $(echo "$1" | tr / ' '); do
    part=${part:+$part/}$piece
    [ -d "$root/$part" ] || { mkdir "$root/$part" && echo "folder $part" >>"$folders"; }
  done
}
list_installed() {
  [ -s "$files" ] || return 0
  make_folder share/fortune
  cat "$folders" "$files" >"$root/$manifest"
  chmod 644 "$root/$manifest"
}
# systemd's user manager reads share/systemd/user under a home prefix, lib/systemd/user else.
units=lib/systemd/user
case $prefix in */.local) units=share/systemd/user ;; esac
# target PATH: where the file at PATH in this folder goes under PREFIX.
target() {
  case $1 in lib/systemd/user/*) echo "$units/${1#lib/systemd/user/}" ;; *) echo "$1" ;; esac
}
# The folders and files an earlier install wrote stay listed; those files are the only ones
# this install may replace: another in the way stops it before it writes anything.
if [ -f "$root/$manifest" ]; then
  grep '^folder ' "$root/$manifest" >>"$folders" || true
  earlier=$(sed -n 's/^file //p' "$root/$manifest")
fi
sed -n 's/^file //p' $manifest | while read -r path; do
  target=$(target "$path")
  if { [ -e "$root/$target" ] || [ -L "$root/$target" ]; } && ! printf '%s\n' "${earlier:-}" | grep -qxF "$target"; then
    echo "install.sh: $root/$target is not from an earlier install of fortune: move it away first (nothing was installed)" >&2
    exit 1
  fi
done || exit 1
mkdir -p "${DESTDIR:-/}"
[ -d "$root" ] || { mkdir -p "$root" && echo "folder ." >>"$folders"; }
sed -n 's/^file //p' $manifest | while read -r path; do
  target=$(target "$path")
  make_folder "$(dirname "$target")"
  mode=644
  [ -x "$path" ] && mode=755
  case $path in
    bin/fortune | share/man/man1/fortune.1) install -m $mode "$path" "$root/$target" ;;
    *) sed "s#/usr/local/bin/#$prefix/bin/#g" "$path" >"$root/$target" && chmod $mode "$root/$target" ;;
  esac
  echo "file $target" >>"$files"
done
echo "installed fortune in $root: $prefix/bin/fortune, its manual page, completions, $units and share/fortune/"
# How to start the daily refresh: systemd's user manager finds the units by itself in the
# folders it searches; from any other prefix (/opt/fortune), they are linked in first.
[ -z "${DESTDIR:-}" ] || exit 0
folder=$prefix/$units
searched=$(systemd-analyze --user unit-paths 2>/dev/null) ||
  searched=$(printf '%s\n' "${XDG_DATA_HOME:-${HOME:-}/.local/share}/systemd/user" /usr/local/lib/systemd/user /usr/lib/systemd/user)
if printf '%s\n' "$searched" | grep -qxF -- "$folder"; then
  echo "daily refresh: systemctl --user daemon-reload && systemctl --user enable --now fortune-refresh.timer"
else
  echo "daily refresh: systemctl --user link $folder/fortune-refresh.service $folder/fortune-refresh.timer && systemctl --user enable --now fortune-refresh.timer"
fi
# One line when the shell would not run the installed program for `fortune`: its folder is not
# on PATH (Debian's ~/.profile adds ~/.local/bin only if it existed at login), or another
# fortune, such as fortune-mod's /usr/games/fortune, comes first.
found=$(command -v fortune 2>/dev/null || true)
[ "$found" != "$prefix/bin/fortune" ] || exit 0
case ":$PATH:" in
  *":$prefix/bin:"*)
    echo "note: ${found:-another fortune} comes before $prefix/bin/fortune on PATH: put $prefix/bin first, then run 'hash -r'" ;;
  *)
    # Debian's ~/.profile puts ~/.local/bin on PATH at the next login; no other prefix's.
    login=
    [ "$prefix" != "${HOME:-}/.local" ] || login="log in again, or "
    echo "note: $prefix/bin is not on PATH, so 'fortune' runs ${found:-nothing}: ${login}add it with: export PATH=\"$prefix/bin:\$PATH\"; hash -r" ;;
esac
