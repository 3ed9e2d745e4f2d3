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
# make uninstall reads it too), and is all that --uninstall removes.
set -eu
cd "$(dirname "$0")"
action=install
if [ "${1:-}" = --uninstall ]; then action=uninstall; shift; fi
if [ "$(id -u)" = 0 ]; then default=/usr/local; else default=$HOME/.local; fi
prefix=${1:-$default}
prefix=${prefix%/}
case $prefix in /*) ;; *) echo "install.sh: PREFIX must be an absolute path, not '$prefix'" >&2; exit 64 ;; esac
root=${DESTDIR:-}$prefix
manifest=share/fortune/installed

if [ $action = uninstall ]; then
  [ -f "$root/$manifest" ] || { echo "install.sh: nothing to remove: $root/$manifest is missing" >&2; exit 1; }
  sed -n 's/^file //p' "$root/$manifest" | while read -r path; do rm -f "$root/$path"; done
  # The folders it made, deepest first; one that now holds something else stays.
  folders=$(sed -n 's/^folder //p' "$root/$manifest" | tac)
  rm -f "$root/$manifest"
  echo "$folders" | while read -r path; do rmdir "$root/$path" 2>/dev/null || true; done
  echo "removed fortune from $root"
  exit 0
fi

folders=$(mktemp) files=$(mktemp)
trap 'rm -f "$folders" "$files"' EXIT
# make_folder PATH: makes PREFIX/PATH and each missing parent, noting those it made.
make_folder() {
  part=
  for piece in $(echo "$1" | tr / ' '); do
    part=${part:+$part/}$piece
    [ -d "$root/$part" ] || { mkdir "$root/$part" && echo "folder $part" >>"$folders"; }
  done
}
mkdir -p "${DESTDIR:-/}"
[ -d "$root" ] || { mkdir -p "$root"; }
# systemd's user manager reads share/systemd/user under a home prefix, lib/systemd/user else.
units=lib/systemd/user
case $prefix in */.local) units=share/systemd/user ;; esac
sed -n 's/^file //p' $manifest | while read -r path; do
  target=$path
  case $path in lib/systemd/user/*) target=$units/${path#lib/systemd/user/} ;; esac
  make_folder "$(dirname "$target")"
  mode=644
  [ -x "$path" ] && mode=755
  case $path in
    bin/fortune | share/man/*) install -m $mode "$path" "$root/$target" ;;
    *) sed "s#/usr/local/bin/#$prefix/bin/#g" "$path" >"$root/$target" && chmod $mode "$root/$target" ;;
  esac
  echo "file $target" >>"$files"
done
make_folder share/fortune
cat "$folders" "$files" >"$root/$manifest"
chmod 644 "$root/$manifest"
echo "installed fortune in $root: $prefix/bin/fortune, its manual page, completions, $units and share/fortune/"
echo "daily refresh: systemctl --user daemon-reload && systemctl --user enable --now fortune-refresh.timer"
