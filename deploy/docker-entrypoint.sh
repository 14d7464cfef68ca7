#!/bin/sh
# Runs `arbitre "$@"`. A configuration error (exit 78: missing or refused token, invalid setting)
# or a damaged database (exit 65, restore a backup) cannot be cured by restarting, so under Docker it becomes a final stop: the French message is in
# `docker compose logs`, and the exit status 0 is one that `restart: on-failure` does not retry.
# Every other failure keeps its status, and the restart policy applies to it.
arbitre "$@"
status=$?
if [ "$status" -eq 78 ] || [ "$status" -eq 65 ]; then
    echo "arbitre : erreur de configuration ou base endommagée (voir ci-dessus) ; ce service s'arrête sans redémarrer." >&2
    case "$1" in
        telegram|discord) profile="--profile $1" ;;
        *) profile="--profile telegram" ;;  # every service has a profile: without one, up starts nothing
    esac
    echo "arbitre : corrigez deploy/arbitre.env puis relancez : docker compose -f deploy/compose.yaml $profile up -d" >&2
    exit 0
fi
exit "$status"
