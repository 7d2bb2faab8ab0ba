#!/usr/bin/env bash
# The main job on the embedded database and the embedded LLM: one sample question, then the chat.
set -euo pipefail
cd "$(dirname "$0")/.."
G=.venv/bin/georeact
$G db status
echo "==> starting the embedded LLM (first run: builds llama.cpp, ~9 min on 2 cores, and assembles the model)"
$G llm start
QUESTION=${QUESTION:-"What is the nearest cafe to the Ateneum in Helsinki?"}
echo "==> georeact ask -v \"$QUESTION\""
$G ask -v "$QUESTION" || true
if [ -t 0 ] && [ -z "${CI:-}" ]; then
  echo "==> georeact chat (type /help; /quit to leave)"
  $G chat
else
  echo "(no terminal: skipping the chat; run .venv/bin/georeact chat)"
fi
