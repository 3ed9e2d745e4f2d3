# make install [PREFIX=/usr/local] [DESTDIR=]: the release build, stripped, its manual page,
# bash/zsh/fish completions, bar snippets and systemd user units (README, "Install").
# make uninstall [PREFIX=…] [DESTDIR=]: removes exactly what make install wrote.
PREFIX ?= /usr/local
DESTDIR ?=

.PHONY: all build install uninstall

all: build

build:
	scripts/install-deps
	swift build -c release --product fortune

install: build
	scripts/install-files install "$(DESTDIR)" "$(PREFIX)"

uninstall:
	scripts/install-files uninstall "$(DESTDIR)" "$(PREFIX)"
