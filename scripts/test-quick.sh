#!/usr/bin/env bash
# The inner loop (npm run test:quick [-- <browser spec> ...]): typechecks the workspaces with changes, runs
# the Vitest tests that import a changed file, and runs the browser specs named on the command line.
# Changes: what differs from BASE (default HEAD: the uncommitted work), untracked files included.
# `npm test` still runs everything.
set -euo pipefail
cd "$(dirname "$0")/.."
base=${BASE:-HEAD}
changed=$( (git diff --name-only "$base"; git ls-files --others --exclude-standard) | sort -u)
specs=()
for arg in "$@"; do
  case "$arg" in
    *.spec.ts) specs+=("$arg") ;;
    *) echo "Onbekend argument: $arg (verwacht: browsertests, bijvoorbeeld tests/e2e/agency.spec.ts)" >&2; exit 2 ;;
  esac
done

has() { grep -qE "$1" <<<"$changed"; }
checks=()
has '^core/' && checks+=("tsc -b core")
has '^server/' && checks+=("tsc -b server")
has '^cli/' && checks+=("tsc -b cli")
has '^web/' && checks+=("tsc -b web/tsconfig.json")
has '^(tests/(helpers|server|cli|repo)/|scripts/|.*\.test\.tsx?$|vitest\.config\.ts)' && checks+=("tsc -b tsconfig.tests.json")
has '^tests/e2e/' || [[ ${#specs[@]} -gt 0 ]] && checks+=("tsc -b tests/e2e/tsconfig.json")

if [[ -z "$changed" && ${#specs[@]} -eq 0 ]]; then
  echo "Geen wijzigingen ten opzichte van $base en geen browsertests genoemd: niets te doen."
  exit 0
fi
for check in "${checks[@]}"; do
  echo "== $check"
  npx $check
done
if [[ -n "$changed" ]]; then
  echo "== vitest run --changed $base"
  npx vitest run --changed "$base" --passWithNoTests
fi
if [[ ${#specs[@]} -gt 0 ]]; then
  echo "== playwright test ${specs[*]}"
  npx playwright test -c tests/e2e/playwright.config.ts "${specs[@]}"
fi
