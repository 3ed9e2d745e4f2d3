# make install [PREFIX=/usr/local] [DESTDIR=]: the release build, stripped, its manual page,
# bash/zsh/fish completions, bar snippets and systemd user units (README, "Install").
# make uninstall [PREFIX=…] [DESTDIR=]: removes exactly what make install wrote.
# make deb: fortune-zodiac_VERSION-REVISION_ARCH.deb (scripts/deb); make deb-check: unpacks it and
# runs it with the Swift toolchain hidden, then lintian (scripts/deb-check).
# make dist: fortune-VERSION-linux-ARCH.tar.gz with its install.sh (scripts/dist).
# make release: both, and their SHA256SUMS, in release/, dated by the last commit and the same
# bytes from any checkout of it (scripts/release).
# make gnome-extension: the GNOME Shell extension as zips for `gnome-extensions install`, one for
# GNOME Shell 43 and 44, one for 45 and later, each running the fortune found on PATH (gnome/).
# The version is the VERSION file's, the one the program is built with.
PREFIX ?= /usr/local
DESTDIR ?=
VERSION := $(shell cat VERSION)
# The package's version: VERSION and the Debian revision of packaging/debian/changelog.
DEB := fortune-zodiac_$(shell dpkg-parsechangelog -l packaging/debian/changelog -S Version 2>/dev/null)_$(shell dpkg --print-architecture 2>/dev/null).deb

.PHONY: all build install uninstall deb deb-check dist release version
.PHONY: gnome-extension

all: build

# No $$ORIGIN run path: the program needs no library beside it, and each start would first look
# for libc and the others in its own folder.
build:
	scripts/install-deps
	swift build -c release --product fortune --disable-local-rpath

install: build
	scripts/install-files install "$(DESTDIR)" "$(PREFIX)"

uninstall:
	scripts/install-files uninstall "$(DESTDIR)" "$(PREFIX)"

deb: build
	scripts/install-deps deb
	scripts/deb

deb-check: deb
	scripts/deb-check $(DEB)

dist: build
	scripts/dist

release: build
	scripts/install-deps deb
	scripts/release

version:
	@echo $(VERSION)

gnome-extension:
	scripts/install-deps
	gnome/build classic fortune fortune@fortune-zodiac.gnome43.shell-extension.zip
	gnome/build module fortune fortune@fortune-zodiac.gnome45.shell-extension.zip
