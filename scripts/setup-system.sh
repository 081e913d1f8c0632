#!/usr/bin/env bash
# Installs the system parts the tests need, from Debian, when they are missing and we may:
#   postgres  initdb and pg_ctl (package postgresql) for the throwaway PostgreSQL of the integration tests
#   chromium  /usr/bin/chromium (package chromium) for the browser tests
# Usage: bash scripts/setup-system.sh [--check] [postgres] [chromium]   (no component: all of them)
# Idempotent: what is present is left alone. Installing needs root or password-less sudo and apt-get;
# with --check, or when installing is not possible, it prints exactly what is missing and exits 1.
# BELONING_NO_SYSTEM_INSTALL=1 forbids installing (same as --check).
set -euo pipefail

check_only=0
components=()
for arg in "$@"; do
  case "$arg" in
    --check) check_only=1 ;;
    postgres | chromium) components+=("$arg") ;;
    *) echo "Onbekend argument: $arg (verwacht: --check, postgres, chromium)" >&2; exit 2 ;;
  esac
done
[[ ${#components[@]} -eq 0 ]] && components=(postgres chromium)
[[ "${BELONING_NO_SYSTEM_INSTALL:-}" == "1" ]] && check_only=1

has_postgres() {
  local bin
  for bin in /usr/lib/postgresql/*/bin; do
    [[ -x "$bin/initdb" && -x "$bin/pg_ctl" ]] && return 0
  done
  command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1
}
has_chromium() { [[ -x /usr/bin/chromium ]]; }

missing=()
packages=()
for component in "${components[@]}"; do
  case "$component" in
    postgres) has_postgres || { missing+=("PostgreSQL-binaries (initdb, pg_ctl)"); packages+=(postgresql); } ;;
    chromium) has_chromium || { missing+=("Chromium (/usr/bin/chromium)"); packages+=(chromium); } ;;
  esac
done

if [[ ${#missing[@]} -eq 0 ]]; then
  echo "Systeemonderdelen aanwezig: ${components[*]}"
  exit 0
fi

sudo_cmd=()
if [[ "$(id -u)" -ne 0 ]]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo_cmd=(sudo -n); else sudo_cmd=(none); fi
fi

if [[ "$check_only" -eq 1 || "${sudo_cmd[*]-}" == "none" ]] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Ontbrekende systeemonderdelen:" >&2
  printf '  - %s\n' "${missing[@]}" >&2
  echo "Installeer ze (Debian/Ubuntu, als root): apt-get update && apt-get install -y ${packages[*]}" >&2
  exit 1
fi

run() { if [[ ${#sudo_cmd[@]} -gt 0 ]]; then "${sudo_cmd[@]}" "$@"; else "$@"; fi; }

# The tests start their own PostgreSQL in a temporary directory; the package need not create and start
# a system-wide cluster. Only set when nobody configured it before.
if [[ " ${packages[*]} " == *" postgresql "* && ! -e /etc/postgresql-common/createcluster.conf ]]; then
  run mkdir -p /etc/postgresql-common
  echo 'create_main_cluster = false' | run tee /etc/postgresql-common/createcluster.conf >/dev/null
fi

echo "Installeren: ${packages[*]}"
run env DEBIAN_FRONTEND=noninteractive apt-get update -qq
run env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}"

for component in "${components[@]}"; do
  case "$component" in
    postgres) has_postgres || { echo "PostgreSQL-binaries nog steeds niet gevonden" >&2; exit 1; } ;;
    chromium) has_chromium || { echo "/usr/bin/chromium nog steeds niet gevonden" >&2; exit 1; } ;;
  esac
done
echo "Systeemonderdelen aanwezig: ${components[*]}"
